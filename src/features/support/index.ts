export { SupportMenu, supportMenuCode } from './components/support-menu';
export { SUPPORT_CONTACTS } from './lib/support-constants';
