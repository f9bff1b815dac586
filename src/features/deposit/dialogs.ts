import type { ComponentProps } from 'react';
import { basicProps, defineDialog } from '@/components/dialog-declaration';
import type { DepositDialog, DepositTab } from './components/deposit-dialog';

/** Deposit (spec 01 §6): its tabs are receiving on chain and buying through the on-ramp widget. */
export const depositDialog = defineDialog({
  name: 'deposit',
  views: ['direct', 'buy'],
  load: () => import('./components/deposit-dialog').then((module) => module.DepositDialog),
  props: (context): ComponentProps<typeof DepositDialog> => ({
    ...basicProps(context),
    tab: context.view as DepositTab,
    onTabChange: (tab: DepositTab) => context.api.set({ view: tab }),
  }),
});
