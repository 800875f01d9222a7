import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PREVIEW_CHARS = 220;

/** A long text cut to its start, with a button that shows the rest (and hides it again). */
export function ExpandableText({ text }: { text: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const isLong = text.length > PREVIEW_CHARS;
  const shown = isLong && !isExpanded ? `${text.slice(0, PREVIEW_CHARS).trimEnd()}…` : text;
  return (
    <Box>
      <Typography id={id} variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', textAlign: 'start' }}>
        {shown}
      </Typography>
      {isLong && (
        <Link component="button" type="button" variant="body2" onClick={() => setIsExpanded((value) => !value)} aria-expanded={isExpanded} aria-controls={id} sx={{ mt: 0.5, py: 0.5 }}>
          {isExpanded ? t('text.showLess') : t('text.showMore')}
        </Link>
      )}
    </Box>
  );
}
