import type { TextFieldProps } from '@mui/material/TextField';

const ltrAligned = { '& input': { textAlign: 'left' } } as const;

type LtrProps = Pick<TextFieldProps, 'slotProps' | 'sx'>;

/**
 * Left-to-right text (phones, e-mails, passwords, links, dates): written left to right on an Arabic page
 * too, yet aligned like the page's other fields (the RTL style cache flips "left"). The caller's own input
 * attributes win.
 */
export function ltrText({ slotProps, sx }: LtrProps = {}): LtrProps {
  return {
    slotProps: { ...slotProps, htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none', ...(slotProps?.htmlInput as object | undefined) } },
    sx: [ltrAligned, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])],
  };
}
