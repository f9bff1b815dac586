import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { User } from '@contract-kit/model';
import { HeaderMenu } from '@/components/header-menu';
import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';
import { initials } from '@/features/security';
import { preloadDialogs } from '../dialogs/dialog-host';
import { devToolsCode } from './dev-tools-lazy';

/**
 * The menu's list, in the overlays' chunk (vite.config.ts), with the development build's simulator link: the list
 * renders only once both are there, so no item is inserted (and Sign out does not move) after the menu opens.
 */
export const userMenuCode = lazyModule(() => Promise.all([import('./user-menu-list'), devToolsCode?.load()]).then(([module]) => module));
const UserMenuList = lazyComponent(userMenuCode, (module) => module.UserMenuList);

/**
 * Spec 02 §2 Header user menu: change password, multi-factor auth, the simulator link (development only)
 * and sign out; also the e-mail change and push notifications (./user-menu-list.tsx). Sign-out failures keep the user
 * signed in with a toast (spec 02 §8).
 */
export function UserMenu({ user }: { user: User }) {
  const intl = useIntl();
  const preloadSecurityDialogs = () => {
    for (const dialog of ['change-password', 'change-email', 'mfa', 'devices'] as const) preloadDialogs(dialog);
  };
  return (
    <HeaderMenu
      label={intl.formatMessage({ id: 'layout.userMenu.label' })}
      icon={
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.95rem', fontWeight: 700 }}>
          {/* The initials are a picture of the user, drawn by CSS: the button's name stays "Account menu" without a visible word that is not part of it (WCAG 2.5.3). */}
          <Box component="span" aria-hidden data-initials={initials(user)} sx={{ '&::before': { content: 'attr(data-initials)' } }} />
        </Avatar>
      }
      list={(menu) => <UserMenuList menu={menu} user={user} />}
      buttonProps={{ onPointerEnter: preloadSecurityDialogs, onFocus: preloadSecurityDialogs, sx: { p: 0.5 } }}
      minWidth={260}
    />
  );
}
