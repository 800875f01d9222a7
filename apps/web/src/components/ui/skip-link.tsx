import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump over the header; visible only while focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        // A 44 px target once shown (WCAG 2.5.5).
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        px: 2,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
