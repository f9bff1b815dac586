import type { ComponentProps } from 'react';
import { basicProps, defineDialog } from '@/components/dialog-declaration';
import type { TransferDialog } from './components/transfer-dialog';

/** Transfer to another user (spec 01 §8); offline it opens over the snapshot's balances and says why it cannot send. */
export const transferDialog = defineDialog({
  name: 'transfer',
  isOffline: true,
  load: () => import('./components/transfer-dialog').then((module) => module.TransferDialog),
  props: (context): ComponentProps<typeof TransferDialog> => ({ ...basicProps(context), balances: context.offline ? context.offline.balances : context.balances }),
});
