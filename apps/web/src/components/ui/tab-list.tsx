import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';

interface TabListProps<T extends string> {
  /** The chosen tab. */
  value: T;
  values: readonly T[];
  /** The list's accessible name. */
  label: string;
  labelOf: (value: T) => string;
  /** Unique in the page (`useId`): the tabs' and panels' ids are made from it, by `tabId` and `panelId`. */
  idPrefix: string;
  onChange: (value: T) => void;
}

/** A tab's id, which its panel names in `aria-labelledby`. */
export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
/** The id of the panel a tab shows (`role="tabpanel"`, beside the list). */
export const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

/**
 * A row of tabs of equal width, each showing one panel (the WAI-ARIA tabs pattern): a tap or Enter chooses a
 * tab; the arrow keys, Home and End move to a tab and choose it, the arrows following the reading direction.
 * Only the chosen tab is in the Tab order. The line under the chosen tab is its border: nothing is measured
 * or moved after the page is drawn, so a server-rendered page is adopted with no layout of its own (MUI's
 * `Tabs` measures every tab once mounted, then slides its indicator; docs/decisions/013-server-rendering.md,
 * "Less work while hydrating").
 */
export function TabList<T extends string>({ value, values, label, labelOf, idPrefix, onChange }: TabListProps<T>) {
  const isRtl = useTheme().direction === 'rtl';

  const choose = (index: number) => {
    const next = values[(index + values.length) % values.length]!;
    onChange(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const back = isRtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) choose(index + 1);
    else if (event.key === back) choose(index - 1);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(values.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Box role="tablist" aria-label={label} sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
      {values.map((each, index) => {
        const isChosen = each === value;
        return (
          <ButtonBase
            key={each}
            role="tab"
            id={tabId(idPrefix, each)}
            aria-selected={isChosen}
            aria-controls={panelId(idPrefix, each)}
            tabIndex={isChosen ? 0 : -1}
            onClick={() => onChange(each)}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => handleKeyDown(event, index)}
            sx={{
              flex: 1,
              minHeight: 48,
              px: 2,
              py: 1.5,
              typography: 'button',
              color: isChosen ? 'primary.main' : 'text.secondary',
              // The chosen tab's line, just above the list's own.
              borderBottom: 2,
              borderColor: isChosen ? 'primary.main' : 'transparent',
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            }}
          >
            {labelOf(each)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
