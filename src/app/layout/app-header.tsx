import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import type { User } from '@contract-kit/model';
import { LanguageSelector } from '@/components/language-selector';
import { ThemeToggle } from '@/components/theme-toggle';
import { env } from '@/config/env';
import { PaySafeApprovalToastButton } from '@/features/paysafe';
import { WithdrawalNotices } from '@/features/withdrawal';
import { RewardsDropdown } from '@/features/referral';
import { useLanguageSync } from '@/features/security';
import { SupportMenu } from '@/features/support';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

/**
 * Spec 02 §2 Header: logo; the PaySafe approval toast's show/hide button (only while an approval is pending);
 * rewards dropdown (when the rewards feature is on); support menu; theme toggle; language selector synced
 * with the server; user menu. On narrow screens the controls collapse to icons.
 */
export function AppHeader({ user, isCompact }: { user: User; isCompact: boolean }) {
  const saveLanguage = useLanguageSync(user);
  return (
    <AppBar>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 3 } }}>
        <Logo isCompact={isCompact} />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ alignItems: 'center' }}>
          <PaySafeApprovalToastButton />
          <WithdrawalNotices />
          {env.features.rewards && <RewardsDropdown userId={user.id} isCompact={isCompact} />}
          <SupportMenu />
          <ThemeToggle />
          <LanguageSelector onChange={saveLanguage} isCompact={isCompact} />
          <UserMenu user={user} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
