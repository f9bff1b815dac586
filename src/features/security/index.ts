export { ProfilePanel } from './components/profile-panel';
export { preloadSecurityDialogs, SecurityDialogsProvider, useOpenSecurityDialog, type SecurityDialogName } from './components/security-dialogs';
export { useLanguageSync } from './hooks/use-language-sync';
export { useSignOut } from './hooks/use-sign-out';
export { initials } from './lib/initials';
