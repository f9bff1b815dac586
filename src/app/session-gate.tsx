import { useSession, useSessionExpiry, EmailVerificationPanel, SignInForm } from '@/features/auth';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { DashboardPage } from './layout/dashboard-page';

/** Spec 02 §2 root page: spinner while the session loads; sign-in; e-mail verification; dashboard. */
export function SessionGate() {
  const session = useSession();
  const expiry = useSessionExpiry();
  if (session.isPending) return <FullPageSpinner />;
  if (session.isError) throw session.error;
  const user = session.data;
  if (!user) return <SignInForm isSessionExpired={expiry.isExpired} onSignedIn={expiry.clearExpired} />;
  if (!user.verified) return <EmailVerificationPanel user={user} />;
  return <DashboardPage user={user} />;
}
