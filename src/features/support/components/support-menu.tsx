import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePlace } from '@/components/place-provider';
import { SUPPORT_CONTACTS, supportMailto, whatsappUrl } from '../lib/constants';

/** Spec 02 §2 Header: the support menu — e-mail, a WeChat QR modal and WhatsApp. */
export function SupportMenu() {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { openDialog } = usePlace();
  const menuId = useId();
  const buttonId = useId();
  const label = intl.formatMessage({ id: 'support.menu.label' });
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          id={buttonId}
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <HeadsetMicOutlined />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
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
      </Menu>
    </>
  );
}
