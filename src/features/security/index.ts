export { ProfilePanel } from './components/profile-panel';
export { preloadSecurityDialogs, SecurityDialogsProvider, useOpenSecurityDialog, type SecurityDialogName } from './components/security-dialogs';
export { useLanguageSync } from './hooks/use-language-sync';
export { useSignOut } from '@/features/auth';
export { initials } from './lib/initials';
