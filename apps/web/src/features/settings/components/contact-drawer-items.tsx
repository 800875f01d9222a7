import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useContactEntries } from '../hooks/use-contact-entries.ts';

/** The contact entries as `<li>` items of the phone drawer's list. */
export function ContactDrawerItems() {
  const contact = useContactEntries();
  if (contact.status !== 'ready') {
    return (
      <ListItem>
        <ListItemText secondary={contact.message} />
      </ListItem>
    );
  }
  return contact.entries.map(({ key, Icon, label, value, href }) => (
    <ListItem key={key} disablePadding>
      <ListItemButton component="a" href={href}>
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} secondary={<bdi dir="ltr">{value}</bdi>} />
      </ListItemButton>
    </ListItem>
  ));
}
