import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { FormattedMessage, useIntl } from 'react-intl';
import { HeaderMenu } from '@/components/header-menu';
import { usePlace } from '@/components/place-provider';
import { SUPPORT_CONTACTS, supportMailto, whatsappUrl } from '../lib/support-constants';

/** Spec 02 §2 Header: the support menu — e-mail, a WeChat QR modal and WhatsApp. */
export function SupportMenu() {
  const intl = useIntl();
  const { openDialog } = usePlace();
  return (
    <HeaderMenu label={intl.formatMessage({ id: 'support.menu.label' })} icon={<HeadsetMicOutlined />} buttonProps={{ color: 'inherit' }}>
      {(close) => [
        <MenuItem key="email" component="a" href={supportMailto()} onClick={close}>
          <ListItemIcon>
            <EmailOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id="support.email" />} secondary={SUPPORT_CONTACTS.email.address} />
        </MenuItem>,
        <MenuItem
          key="wechat"
          onClick={() => {
            close();
            openDialog({ dialog: 'wechat' });
          }}
        >
          <ListItemIcon>
            <QrCode2Outlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id="support.wechat" />} secondary={SUPPORT_CONTACTS.wechat.id} />
        </MenuItem>,
        <MenuItem key="whatsapp" component="a" href={whatsappUrl()} target="_blank" rel="noopener noreferrer" onClick={close}>
          <ListItemIcon>
            <ChatOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id="support.whatsapp" />} secondary={SUPPORT_CONTACTS.whatsapp.display} />
        </MenuItem>,
      ]}
    </HeaderMenu>
  );
}
