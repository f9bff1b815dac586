import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@contract-kit/model';

export type SecurityDialogName = 'password' | 'email' | 'mfa';

/** The dialogs load on first use (they are not needed to show the dashboard). */
const loaders = {
  password: () => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
  email: () => import('./change-email-dialog').then((m) => ({ default: m.ChangeEmailDialog })),
  mfa: () => import('./mfa-dialog').then((m) => ({ default: m.MfaDialog })),
} as const;
const ChangePasswordDialog = lazy(loaders.password);
const ChangeEmailDialog = lazy(loaders.email);
const MfaDialog = lazy(loaders.mfa);

/** Starts loading the dialogs' code (e.g. when a menu that offers them opens). */
export function preloadSecurityDialogs(): void {
  for (const load of Object.values(loaders)) void load().catch(() => undefined);
}

interface SecurityDialogsApi {
  open: (name: SecurityDialogName) => void;
}

const SecurityDialogsContext = createContext<SecurityDialogsApi | null>(null);

/** Hosts the security dialogs once; the header's user menu and the mobile profile page open them. */
export function SecurityDialogsProvider({ user, children }: { user: User; children: ReactNode }) {
  const [openName, setOpenName] = useState<SecurityDialogName | null>(null);
  // Once used, a dialog stays mounted so that its closing transition can run.
  const [used, setUsed] = useState<ReadonlySet<SecurityDialogName>>(() => new Set());
  const open = useCallback((name: SecurityDialogName) => {
    setUsed((current) => (current.has(name) ? current : new Set(current).add(name)));
    setOpenName(name);
  }, []);
  const api = useMemo(() => ({ open }), [open]);
  const close = () => setOpenName(null);
  return (
    <SecurityDialogsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {used.has('password') && <ChangePasswordDialog open={openName === 'password'} onClose={close} />}
        {used.has('email') && <ChangeEmailDialog open={openName === 'email'} onClose={close} user={user} />}
        {used.has('mfa') && <MfaDialog open={openName === 'mfa'} onClose={close} user={user} />}
      </Suspense>
    </SecurityDialogsContext.Provider>
  );
}

export function useOpenSecurityDialog(): (name: SecurityDialogName) => void {
  const api = useContext(SecurityDialogsContext);
  if (!api) throw new Error('useOpenSecurityDialog must be used inside <SecurityDialogsProvider>');
  return api.open;
}
