export { PwaShell } from './components/pwa-shell';
