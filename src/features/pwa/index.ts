export { PwaNotices } from './components/pwa-notices';
