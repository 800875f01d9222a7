import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '@solar/shared/contract/auth';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';

const RULE_NAMES = Object.keys(PASSWORD_RULES) as (keyof typeof PASSWORD_RULES)[];

/** The password rules of the shared contract, ticked off live as the person types. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <Box id={id} sx={{ mt: -0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('auth:password.rulesTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {RULE_NAMES.map((name) => {
          const isMet = PASSWORD_RULES[name](password);
          return (
            <Box
              component="li"
              key={name}
              data-met={isMet}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: isMet ? 'success.dark' : 'text.secondary', typography: 'body2' }}
            >
              {isMet ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
              <span>{t(`auth:password.rules.${name}`)}</span>
              <Box component="span" sx={visuallyHidden}>
                {t(isMet ? 'auth:password.ruleMet' : 'auth:password.ruleNotMet')}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
