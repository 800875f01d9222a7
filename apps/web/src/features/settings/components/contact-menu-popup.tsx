import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useContactEntries } from '../hooks/use-contact-entries.ts';

interface ContactMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The contact menu's list; its own chunk, since only a click shows it. */
export function ContactMenuPopup({ id, anchor, onClose }: ContactMenuPopupProps) {
  const contact = useContactEntries();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {contact.status === 'ready' ? (
        contact.entries.map(({ key, Icon, label, value, href }) => (
          <MenuItem key={key} component="a" href={href} onClick={onClose}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {/* Phone numbers and addresses read left to right inside Arabic text too. */}
            <ListItemText primary={label} secondary={<bdi dir="ltr">{value}</bdi>} />
          </MenuItem>
        ))
      ) : (
        <MenuItem disabled>{contact.message}</MenuItem>
      )}
    </Menu>
  );
}
