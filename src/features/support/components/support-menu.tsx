import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import { useIntl } from 'react-intl';
import { HeaderMenu } from '@/components/header-menu';
import { onDemand } from '@/components/overlays';

const SupportMenuList = onDemand(() => import('./support-menu-list').then((module) => module.SupportMenuList), 'SupportMenuList');

/** Spec 02 §2 Header: the support menu — e-mail, a WeChat QR modal and WhatsApp. */
export function SupportMenu() {
  const intl = useIntl();
  return <HeaderMenu label={intl.formatMessage({ id: 'support.menu.label' })} icon={<HeadsetMicOutlined />} list={(menu) => <SupportMenuList menu={menu} />} buttonProps={{ color: 'inherit' }} />;
}
