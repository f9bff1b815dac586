export { SupportMenu } from './components/support-menu';
export { WeChatDialog } from './components/wechat-dialog';
export { SUPPORT_CONTACTS } from './lib/constants';
