import LinkIcon from '@mui/icons-material/Link';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast-store.ts';

/** Copies through the Clipboard API, or the older selection command where it is missing (plain http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const isCopied = document.execCommand('copy');
  field.remove();
  if (!isCopied) throw new Error('copy failed');
}

interface ShareMenuPopupProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
  url: string;
}

/** The share button's menu: on WhatsApp (the visitor picks the chat) or by copying the link. */
export function ShareMenuPopup({ id, buttonId, anchor, onClose, name, url }: ShareMenuPopupProps) {
  const { t } = useTranslation('products');

  const handleCopy = async () => {
    onClose();
    try {
      await copyText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };

  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
      <MenuItem component="a" href={externalLinks.whatsappShare(t('share.message', { name, url }))} target="_blank" rel="noopener noreferrer" onClick={onClose}>
        <ListItemIcon>
          <WhatsAppIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('share.whatsapp')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => void handleCopy()}>
        <ListItemIcon>
          <LinkIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('share.copy')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
