import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

/** "Resend the code", disabled while the countdown runs (the seconds shown in the button). */
export function ResendButton({ secondsLeft, isPending, onResend }: { secondsLeft: number; isPending: boolean; onResend: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="text" onClick={onResend} disabled={secondsLeft > 0 || isPending}>
      {secondsLeft > 0 ? t('auth:verify.resendIn', { seconds: formatNumber(secondsLeft) }) : t('auth:verify.resend')}
    </Button>
  );
}
