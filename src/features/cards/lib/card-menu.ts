import type { Card } from '@contract-kit/model';
import { hasOutstanding } from '@contract-kit/rules/card-funding';
import { isIssuedForPhysicalActions } from '@contract-kit/rules/card-orders';
import type { CardDialog } from '@/lib/places';
import { isApplicationStatus } from './card-status';

/** Every action the card control menu can offer (spec 02 §4 "Menu actions by state"). */
export type CardMenuAction =
  | 'continueApplication'
  | 'viewStatements'
  | 'paySafe'
  | 'deposit'
  | 'stake'
  | 'repay'
  | 'freeze'
  | 'unfreeze'
  | 'orderPhysicalCard'
  | 'shippingStatus'
  | 'physicalActivation'
  | 'changePin'
  | 'spendingInsights'
  | 'cardControls';

/** The dialog each menu entry opens (its place: `?dialog=…&card=…`, src/lib/places.ts). */
export const CARD_MENU_DIALOGS = {
  continueApplication: 'apply-proceed',
  viewStatements: 'statements',
  paySafe: 'paysafe',
  deposit: 'card-deposit',
  stake: 'card-stake',
  repay: 'repay',
  freeze: 'freeze',
  unfreeze: 'unfreeze',
  orderPhysicalCard: 'order-physical-card',
  shippingStatus: 'shipping-status',
  physicalActivation: 'physical-activation',
  changePin: 'change-pin',
  spendingInsights: 'insights',
  cardControls: 'card-controls',
} as const satisfies Record<CardMenuAction, CardDialog>;

/**
 * The menu entry whose offer a card dialog needs (a link can name any dialog for any card: it opens only where the
 * card's menu offers it, spec 02 §4). Withdraw and unstake are the way back from deposit and stake.
 */
export function menuActionOf(dialog: CardDialog): CardMenuAction {
  if (dialog === 'card-withdraw') return 'deposit';
  if (dialog === 'card-unstake') return 'stake';
  const entry = Object.entries(CARD_MENU_DIALOGS).find(([, candidate]) => candidate === dialog);
  if (!entry) throw new Error(`no menu entry opens ${dialog}`);
  return entry[0] as CardMenuAction;
}

/** Whether the card's menu offers (and enables) the entry that opens `dialog`. */
export function isCardDialogOffered(card: Pick<Card, 'model' | 'status' | 'physicalStatus' | 'credit'>, dialog: CardDialog, options: CardMenuOptions): boolean {
  const action = menuActionOf(dialog);
  return getCardMenuItems(card, options).some((item) => item.action === action && !item.isDisabled);
}

export interface CardMenuItem {
  action: CardMenuAction;
  isDisabled: boolean;
  /** Repay: the outstanding amount when enabled. */
  amount?: string;
  /** Repay disabled: 'ineligible'. */
  hint?: 'ineligible';
}

export interface CardMenuOptions {
  /** env.features.statements (spec 02 §6: statement viewing is gated by a feature flag). */
  isStatementsEnabled: boolean;
}

const item = (action: CardMenuAction, extra: Partial<CardMenuItem> = {}): CardMenuItem => ({ action, isDisabled: false, ...extra });

/**
 * Spec 02 §4 "Menu actions by state":
 * - initialized or pending_*: only 'continue application';
 * - active: view statements (flag), PaySafe, deposit (debit) or stake (credit), repay (credit: enabled only if
 *   used > 0, with the outstanding amount, else disabled 'ineligible'), freeze;
 * - frozen: unfreeze; a non-active credit card shows repay disabled;
 * - physical card: 'null' on an active card → create physical card order; shipped → physical card activation;
 *   fulfilled → change PIN; any other physical status → shipping status.
 * - card controls (limits and switches, beyond the spec): active cards, before freeze (changing them needs
 *   an active card).
 * - spending insights (beyond the spec): active cards, before card controls (the other states keep the
 *   spec's menus).
 * Physical activation and change PIN need an issued card (active or frozen, @contract-kit/rules/card-orders'
 * rule, which the server applies too), so a terminated, blocked, expired or inactive card only shows the shipping
 * status.
 */
export function getCardMenuItems(card: Pick<Card, 'model' | 'status' | 'physicalStatus' | 'credit'>, options: CardMenuOptions): CardMenuItem[] {
  if (isApplicationStatus(card.status)) return [item('continueApplication')];
  const isActive = card.status === 'active';
  const isCredit = card.model === 'credit';
  const items: CardMenuItem[] = [];

  if (isActive) {
    if (options.isStatementsEnabled) items.push(item('viewStatements'));
    items.push(item('paySafe'));
    items.push(item(isCredit ? 'stake' : 'deposit'));
  }
  if (isCredit) {
    items.push(isActive && hasOutstanding(card.credit.used) ? item('repay', { amount: card.credit.used }) : item('repay', { isDisabled: true, hint: 'ineligible' }));
  }

  const isIssued = isIssuedForPhysicalActions(card.status);
  switch (card.physicalStatus) {
    case 'null':
      if (isActive) items.push(item('orderPhysicalCard'));
      break;
    case 'shipped':
      if (isIssued) items.push(item('physicalActivation'));
      break;
    case 'fulfilled':
      if (isIssued) items.push(item('changePin'));
      break;
    default:
      items.push(item('shippingStatus'));
  }

  if (isActive) items.push(item('spendingInsights'));
  if (isActive) items.push(item('cardControls'));
  if (isActive) items.push(item('freeze'));
  if (card.status === 'frozen') items.push(item('unfreeze'));
  return items;
}
