import BlockIcon from '@mui/icons-material/Block';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../../../config/paths.ts';
import { formatDate } from '../../../../lib/format.ts';
import { formatInternationalPhone } from '@solar/shared/domain/phone-links';
import type { AdminUser } from '../../api/get-users.ts';

interface UserCardProps {
  user: AdminUser;
  isSavingVerified: boolean;
  onToggleVerified: (user: AdminUser) => void;
  isSavingAlerts: boolean;
  /** Stops (or allows again) the user's saved-search alerts. */
  onToggleAlerts: (user: AdminUser) => void;
  onToggleSuspended: (user: AdminUser) => void;
}

/** One account: how to reach it, its standing, and the switches an admin holds over it (verified, alerts, suspended). */
export function UserCard({ user, isSavingVerified, onToggleVerified, isSavingAlerts, onToggleAlerts, onToggleSuspended }: UserCardProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const phone = user.phone ? formatInternationalPhone(user.phone) : '';

  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: user.isSuspended ? 'error.main' : undefined }}>
      <CardContent sx={{ display: 'grid', gap: 1, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id={headingId} component="h2" variant="subtitle1" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere', flexGrow: 1, textAlign: 'start' }}>
            {user.name}
          </Typography>
          {user.role === 'admin' && <Chip size="small" color="primary" label={t('users.role.admin')} />}
          {user.isVerified && <Chip size="small" color="success" variant="outlined" icon={<VerifiedIcon />} label={t('users.verified')} />}
          {/* A confirmed phone is not «موثّق»: the admin's switch below gives that (docs/decisions/016-trust-badges.md). */}
          <Chip size="small" variant="outlined" sx={user.phoneConfirmed ? undefined : { borderColor: 'warning.main' }} label={t(user.phoneConfirmed ? 'users.phoneConfirmed' : 'users.phoneNotConfirmed')} />
          {user.isSuspended && <Chip size="small" color="error" label={t('users.suspended')} />}
        </Box>
        {phone && (
          <Link href={externalLinks.tel(phone)} dir="ltr" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 32, width: 'fit-content' }}>
            <PhoneOutlinedIcon fontSize="small" aria-hidden />
            {phone}
          </Link>
        )}
        {user.email && (
          <Link href={externalLinks.mailto(user.email)} dir="ltr" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 32, width: 'fit-content', overflowWrap: 'anywhere' }}>
            <EmailOutlinedIcon fontSize="small" aria-hidden />
            {user.email}
          </Link>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('users.role.label')}: {t(`users.role.${user.role}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('users.joined', { date: formatDate(user.createdAt) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('users.listings', { count: user.listings })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Switch checked={user.isVerified} onChange={() => onToggleVerified(user)} disabled={isSavingVerified} />}
          label={t('users.verifiedSwitch')}
          slotProps={{ typography: { variant: 'body2' } }}
          sx={{ ml: 0, mr: 0, minHeight: 44 }}
        />
        <FormControlLabel
          control={<Switch checked={!user.alertsStopped} onChange={() => onToggleAlerts(user)} disabled={isSavingAlerts} />}
          label={t('users.alertsSwitch')}
          slotProps={{ typography: { variant: 'body2' } }}
          sx={{ ml: 0, mr: 0, minHeight: 44 }}
        />
        <Button
          variant={user.isSuspended ? 'outlined' : 'text'}
          color={user.isSuspended ? 'primary' : 'error'}
          startIcon={user.isSuspended ? <LockOpenIcon /> : <BlockIcon />}
          onClick={() => onToggleSuspended(user)}
          aria-haspopup="dialog"
          aria-label={t(user.isSuspended ? 'users.unsuspendLabel' : 'users.suspendLabel', { name: user.name })}
        >
          {t(user.isSuspended ? 'users.unsuspend' : 'users.suspend')}
        </Button>
      </CardActions>
    </Card>
  );
}
