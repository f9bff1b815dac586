export { SupportMenu, supportMenuCode } from './components/support-menu';
/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadWeChatDialog = () => import('./components/wechat-dialog').then((module) => module.WeChatDialog);
export { SUPPORT_CONTACTS } from './lib/support-constants';
