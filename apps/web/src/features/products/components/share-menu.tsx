import LinkIcon from '@mui/icons-material/Link';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
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

/** Share the product: on WhatsApp (the visitor picks the chat) or by copying its link. */
export function ShareMenu({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation('products');
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  const handleCopy = async () => {
    close();
    try {
      await copyText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<ShareIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        {t('share.label')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        <MenuItem
          component="a"
          href={externalLinks.whatsappShare(t('share.message', { name, url }))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
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
    </>
  );
}
