import type { ComponentProps } from 'react';
import { basicProps, defineDialog } from '@/components/dialog-declaration';
import type { WeChatDialog } from './components/wechat-dialog';

/** Support through WeChat (spec 02 §7). */
export const weChatDialog = defineDialog({
  name: 'wechat',
  load: () => import('./components/wechat-dialog').then((module) => module.WeChatDialog),
  props: (context): ComponentProps<typeof WeChatDialog> => basicProps(context),
});
