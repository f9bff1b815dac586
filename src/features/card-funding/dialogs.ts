import type { ComponentProps } from 'react';
import type { Card } from '@contract-kit/model';
import { basicProps, defineDialog, withCard, type DialogContext } from '@/components/dialog-declaration';
import type { FundCardDialog } from './components/fund-card-dialog';
import type { FundingMethod } from './components/funding-method-tabs';
import type { RepayDialog } from './components/repay-dialog';
import type { WithdrawDialog } from './components/withdraw-dialog';

/** Funding a card and taking funds back (spec 02 §4 deposit, stake, withdraw, unstake, repay). */
const FUNDING_METHODS = ['onchain', 'account'] as const satisfies readonly FundingMethod[];

const loadFundCardDialog = () => import('./components/fund-card-dialog').then((module) => module.FundCardDialog);
const loadWithdrawDialog = () => import('./components/withdraw-dialog').then((module) => module.WithdrawDialog);

/** Deposit and stake: the method is the dialog's view; its way back is withdraw and unstake. */
function fundProps(context: DialogContext, card: Card, mode: 'deposit' | 'stake'): ComponentProps<typeof FundCardDialog> {
  return {
    ...basicProps(context),
    card,
    mode,
    method: context.view as FundingMethod,
    onMethodChange: (method: FundingMethod) => context.api.set({ view: method }),
    onSwitchToWithdraw: () => context.api.switchDialog({ dialog: mode === 'deposit' ? 'card-withdraw' : 'card-unstake', card: card.id }),
  };
}

/** Deposit or stake (their method a view), and withdraw or unstake: the same dialogs in two modes each. */
const fundingDialog = <const N extends string>(name: N, mode: 'deposit' | 'stake') =>
  defineDialog({ name, card: 'required', views: FUNDING_METHODS, load: loadFundCardDialog, props: withCard((context, card) => fundProps(context, card, mode)) });
const takingDialog = <const N extends string>(name: N, mode: 'withdraw' | 'unstake') =>
  defineDialog({
    name,
    card: 'required',
    load: loadWithdrawDialog,
    props: withCard((context, card): ComponentProps<typeof WithdrawDialog> => ({ ...basicProps(context), card, mode })),
  });

export const cardDepositDialog = fundingDialog('card-deposit', 'deposit');
export const cardStakeDialog = fundingDialog('card-stake', 'stake');
export const cardWithdrawDialog = takingDialog('card-withdraw', 'withdraw');
export const cardUnstakeDialog = takingDialog('card-unstake', 'unstake');

/** Repayment of a credit card: from the account balance first, or on chain. */
export const repayDialog = defineDialog({
  name: 'repay',
  card: 'required',
  views: ['account', 'onchain'],
  load: () => import('./components/repay-dialog').then((module) => module.RepayDialog),
  props: withCard((context, card): ComponentProps<typeof RepayDialog> => ({
    ...basicProps(context),
    card,
    method: context.view as FundingMethod,
    onMethodChange: (method: FundingMethod) => context.api.set({ view: method }),
  })),
});
