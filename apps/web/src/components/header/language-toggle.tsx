import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { changeLanguage, getLanguage, LANGUAGE_PARAM } from '../../lib/i18n.ts';

/**
 * Switches between Arabic and English. Its label is the other language's own name ("English" while
 * Arabic is shown), marked with that language so screen readers pronounce it right.
 */
export function LanguageToggle({ variant, onToggle }: { variant: 'bar' | 'list'; onToggle?: () => void }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const otherLanguage = getLanguage() === 'ar' ? 'en' : 'ar';
  const handleClick = () => {
    onToggle?.();
    void changeLanguage(otherLanguage);
    // An address that asks for a language (`?lang=en`) outranks the stored choice: it would reopen in the
    // language just left, so it stops asking.
    if (searchParams.has(LANGUAGE_PARAM)) {
      const next = new URLSearchParams(searchParams);
      next.delete(LANGUAGE_PARAM);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };

  if (variant === 'list') {
    return (
      <ListItemButton onClick={handleClick} lang={otherLanguage}>
        <ListItemIcon>
          <TranslateIcon />
        </ListItemIcon>
        <ListItemText primary={t('language.other')} />
      </ListItemButton>
    );
  }
  return (
    <Button color="inherit" onClick={handleClick} lang={otherLanguage} startIcon={<TranslateIcon />}>
      {t('language.other')}
    </Button>
  );
}
