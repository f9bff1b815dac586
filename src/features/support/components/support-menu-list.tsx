import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage } from 'react-intl';
import type { HeaderMenuState } from '@/components/header-menu';
import { HeaderMenuList } from '@/components/header-menu-list';
import { usePlace } from '@/components/place-provider';
import { SUPPORT_CONTACTS, supportMailto, whatsappUrl } from '../lib/support-constants';

/** The support menu's list (src/features/support/components/support-menu.tsx loads it): e-mail, WeChat, WhatsApp. */
export function SupportMenuList({ menu }: { menu: HeaderMenuState }) {
  const { openDialog } = usePlace();
  const { close } = menu;
  return (
    <HeaderMenuList menu={menu}>
      <MenuItem component="a" href={supportMailto()} onClick={close}>
        <ListItemIcon>
          <EmailOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={<FormattedMessage id="support.email" />} secondary={SUPPORT_CONTACTS.email.address} />
      </MenuItem>
      <MenuItem
        onClick={() => {
          close();
          openDialog({ dialog: 'wechat' });
        }}
      >
        <ListItemIcon>
          <QrCode2Outlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={<FormattedMessage id="support.wechat" />} secondary={SUPPORT_CONTACTS.wechat.id} />
      </MenuItem>
      <MenuItem component="a" href={whatsappUrl()} target="_blank" rel="noopener noreferrer" onClick={close}>
        <ListItemIcon>
          <ChatOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={<FormattedMessage id="support.whatsapp" />} secondary={SUPPORT_CONTACTS.whatsapp.display} />
      </MenuItem>
    </HeaderMenuList>
  );
}
