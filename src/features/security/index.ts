export { ProfilePanel } from './components/profile-panel';
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadChangePasswordDialog = () => import('./components/change-password-dialog').then((module) => module.ChangePasswordDialog);
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadChangeEmailDialog = () => import('./components/change-email-dialog').then((module) => module.ChangeEmailDialog);
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadMfaDialog = () => import('./components/mfa-dialog').then((module) => module.MfaDialog);
export { useLanguageSync } from './hooks/use-language-sync';
export { useSignOut } from '@/features/auth';
export { initials } from './lib/initials';
/** The authenticator code's shape (6 digits) and whether a typed one is complete: other features' MFA steps use them. */
export { isCompleteMfaCode, MFA_CODE } from './lib/codes';
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadDevicesDialog = () => import('./components/devices-dialog').then((module) => module.DevicesDialog);
