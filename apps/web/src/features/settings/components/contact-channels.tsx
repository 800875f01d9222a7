import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toWhatsAppNumber } from '@solar/shared/domain/phone-links';
import { externalLinks } from '../../../config/paths.ts';
import { usePublicSettings } from '../../../api/get-public-settings.ts';

// Numbers are shown as the admin's settings keep them, grouped for reading (+967 777 000 111), as the
// header's contact menu shows them; the links dial and chat with their E.164 digits.
interface Channel {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
  href: string;
}

/**
 * The contact page's ways to reach support: call, WhatsApp (when the admin gave a number) and e-mail,
 * from the settings the admin console manages (issue #17). Big buttons: a thumb on a phone is the target.
 */
export function ContactChannels() {
  const { t } = useTranslation('info');
  const { data, isPending } = usePublicSettings();
  if (isPending) return <Typography role="status">{t('contact.loading')}</Typography>;
  if (!data) return <Alert severity="warning">{t('contact.unavailable')}</Alert>;

  const channels: Channel[] = [];
  if (data.contactPhone) {
    channels.push({ key: 'call', icon: <PhoneIcon />, label: t('contact.call'), value: data.contactPhone, href: externalLinks.tel(data.contactPhone) });
  }
  if (data.supportWhatsapp && toWhatsAppNumber(data.supportWhatsapp)) {
    channels.push({
      key: 'whatsapp',
      icon: <WhatsAppIcon />,
      label: t('contact.whatsapp'),
      value: data.supportWhatsapp,
      href: externalLinks.whatsapp(data.supportWhatsapp, t('contact.whatsappMessage')),
    });
  }
  if (data.supportEmail) {
    channels.push({ key: 'email', icon: <EmailIcon />, label: t('contact.email'), value: data.supportEmail, href: externalLinks.mailto(data.supportEmail) });
  }
  if (channels.length === 0) return <Alert severity="warning">{t('contact.unavailable')}</Alert>;

  return (
    <Box component="ul" aria-label={t('contact.channels')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {channels.map((channel) => (
        <li key={channel.key}>
          <Button
            href={channel.href}
            variant={channel.key === 'whatsapp' ? 'contained' : 'outlined'}
            startIcon={channel.icon}
            fullWidth
            size="large"
            sx={{ minHeight: 56, justifyContent: 'flex-start', textAlign: 'start' }}
            {...(channel.key === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Box component="span" sx={{ display: 'grid' }}>
              <span>{channel.label}</span>
              <Box component="span" dir="ltr" sx={{ justifySelf: 'start', fontWeight: 400, fontSize: '0.875rem', unicodeBidi: 'isolate', overflowWrap: 'anywhere' }}>
                {channel.value}
              </Box>
            </Box>
          </Button>
        </li>
      ))}
    </Box>
  );
}
