import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import { useIntl } from 'react-intl';
import { HeaderMenu } from '@/components/header-menu';
import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';

/** The menu's list, in the overlays' chunk (vite.config.ts): preloaded once the dashboard has painted. */
export const supportMenuCode = lazyModule(() => import('./support-menu-list'));
const SupportMenuList = lazyComponent(supportMenuCode, (module) => module.SupportMenuList);

/** Spec 02 §2 Header: the support menu — e-mail, a WeChat QR modal and WhatsApp. */
export function SupportMenu() {
  const intl = useIntl();
  return <HeaderMenu label={intl.formatMessage({ id: 'support.menu.label' })} icon={<HeadsetMicOutlined />} list={(menu) => <SupportMenuList menu={menu} />} buttonProps={{ color: 'inherit' }} />;
}
