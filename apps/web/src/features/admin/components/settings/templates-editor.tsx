import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { fieldErrorText } from '../../../../components/ui/form/field-error.ts';

/** The most templates the settings keep (the shared schema's limit). */
export const MAX_TEMPLATES = 30;
const TEMPLATE_MAX_LENGTH = 300;

interface TemplatesEditorProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  /** Per-template errors, by index, as react-hook-form holds them. */
  errors: unknown;
}

const errorAt = (errors: unknown, index: number) =>
  Array.isArray(errors) ? (errors[index] as { type?: string; message?: string } | undefined) : undefined;

/** The reusable rejection reasons: edit in place, add at the end, remove any. */
export function TemplatesEditor({ value, onChange, onBlur, errors }: TemplatesEditorProps) {
  const { t } = useTranslation('admin');
  const listRef = useRef<HTMLOListElement>(null);
  const focusLast = useRef(false);

  // A new template takes the focus, so the admin types it at once.
  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    const fields = listRef.current?.querySelectorAll('textarea:not([aria-hidden])');
    (fields?.[fields.length - 1] as HTMLTextAreaElement | undefined)?.focus();
  }, [value.length]);

  const handleAdd = () => {
    focusLast.current = true;
    onChange([...value, '']);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('settings.templates.empty')}
        </Typography>
      )}
      <Box component="ol" ref={listRef} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
        {value.map((template, index) => {
          const message = fieldErrorText(t, errorAt(errors, index));
          return (
            // Index keys: the list is edited in place and removing shifts the texts up.
            <Box component="li" key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label={t('settings.templates.item', { index: formatNumber(index + 1) })}
                value={template}
                onChange={(event) => onChange(value.map((item, i) => (i === index ? event.target.value : item)))}
                onBlur={onBlur}
                fullWidth
                multiline
                minRows={1}
                error={message !== undefined}
                helperText={message}
                slotProps={{ htmlInput: { maxLength: TEMPLATE_MAX_LENGTH, dir: 'auto' } }}
              />
              <IconButton
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={t('settings.templates.remove', { index: formatNumber(index + 1) })}
                sx={{ mt: 1 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Box>
        <Button startIcon={<AddIcon />} onClick={handleAdd} disabled={value.length >= MAX_TEMPLATES} variant="outlined">
          {t('settings.templates.add')}
        </Button>
        {value.length >= MAX_TEMPLATES && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('settings.templates.max', { max: formatNumber(MAX_TEMPLATES) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
