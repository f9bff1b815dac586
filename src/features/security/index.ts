export { ProfilePanel } from './components/profile-panel';
export { useLanguageSync } from './hooks/use-language-sync';
export { useSignOut } from '@/features/auth';
export { initials } from './lib/initials';
/** The authenticator code's shape (6 digits) and whether a typed one is complete: other features' MFA steps use them. */
export { isCompleteMfaCode, MFA_CODE } from './lib/codes';
