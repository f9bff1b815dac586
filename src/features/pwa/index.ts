export { PwaShell } from './components/pwa-shell';
export { OfflineFormAlert } from './components/offline-form-alert';
export { useIsOnline } from './hooks/use-is-online';
