import type { ComponentProps } from 'react';
import { basicProps, defineDialog } from '@/components/dialog-declaration';
import type { WithdrawalDialog, WithdrawalTab } from './components/withdrawal-dialog';

/** Withdrawal (spec 01 §7): submitting one, and the history, whose filter the address keeps. */
export const withdrawalDialog = defineDialog({
  name: 'withdrawal',
  views: ['submit', 'history'],
  filter: { list: 'withdrawals', view: 'history' },
  load: () => import('./components/withdrawal-dialog').then((module) => module.WithdrawalDialog),
  props: (context): ComponentProps<typeof WithdrawalDialog> => ({
    ...basicProps(context),
    balances: context.balances,
    tab: context.view as WithdrawalTab,
    onTabChange: (tab: WithdrawalTab) => context.api.set({ view: tab }),
  }),
});
