import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../../config/paths.ts';
import { usePublicSettings } from '../../../api/get-public-settings.ts';

export interface ContactEntry {
  key: 'phone' | 'email';
  Icon: typeof SvgIcon;
  label: string;
  value: string;
  href: string;
}

/** The contact menu's entries, or its state while they are not there. */
export type ContactEntries =
  | { status: 'ready'; entries: ContactEntry[] }
  | { status: 'loading' | 'unavailable'; message: string };

export function useContactEntries(): ContactEntries {
  const { t } = useTranslation();
  const { data, isPending } = usePublicSettings();
  if (isPending) return { status: 'loading', message: t('header.contact.loading') };
  const entries: ContactEntry[] = [];
  if (data?.contactPhone) {
    entries.push({
      key: 'phone',
      Icon: PhoneIcon,
      label: t('header.contact.phone'),
      value: data.contactPhone,
      href: externalLinks.tel(data.contactPhone),
    });
  }
  if (data?.supportEmail) {
    entries.push({
      key: 'email',
      Icon: EmailIcon,
      label: t('header.contact.email'),
      value: data.supportEmail,
      href: externalLinks.mailto(data.supportEmail),
    });
  }
  return entries.length > 0
    ? { status: 'ready', entries }
    : { status: 'unavailable', message: t('header.contact.unavailable') };
}
