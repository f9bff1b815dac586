import { describe, expect, it } from 'vitest';
import type { CardModel, CardPhysicalStatus, CardStatus } from '@contract-kit/model';
import { getCardMenuItems, type CardMenuItem } from './card-menu';

const card = (model: CardModel, status: CardStatus, physicalStatus: CardPhysicalStatus = 'null', used = '0') => ({
  model,
  status,
  physicalStatus,
  credit: { limit: '1500.00', available: '1500.00', used, current: '1500.00' },
});
const actions = (items: CardMenuItem[]) => items.map((i) => i.action);
const withFlag = { isStatementsEnabled: true };
const withoutFlag = { isStatementsEnabled: false };

describe('card control menu by state (spec 02 §4)', () => {
  it.each(['initialized', 'pending_deposit', 'pending_verification', 'pending_activation'] as const)('%s: only continue application', (status) => {
    expect(getCardMenuItems(card('debit', status), withFlag)).toEqual([{ action: 'continueApplication', isDisabled: false }]);
    expect(getCardMenuItems(card('credit', status, 'shipped', '10'), withFlag)).toEqual([{ action: 'continueApplication', isDisabled: false }]);
  });

  it('active debit: statements, PaySafe, deposit, order physical card, card controls, freeze', () => {
    expect(actions(getCardMenuItems(card('debit', 'active'), withFlag))).toEqual(['viewStatements', 'paySafe', 'deposit', 'orderPhysicalCard', 'spendingInsights', 'cardControls', 'freeze']);
  });

  it('hides view statements when the feature flag is off', () => {
    expect(actions(getCardMenuItems(card('debit', 'active'), withoutFlag))).toEqual(['paySafe', 'deposit', 'orderPhysicalCard', 'spendingInsights', 'cardControls', 'freeze']);
  });

  it('active credit with used > 0: repay enabled with the outstanding amount', () => {
    const items = getCardMenuItems(card('credit', 'active', 'fulfilled', '237.60'), withFlag);
    expect(actions(items)).toEqual(['viewStatements', 'paySafe', 'stake', 'repay', 'changePin', 'spendingInsights', 'cardControls', 'freeze']);
    expect(items.find((i) => i.action === 'repay')).toEqual({ action: 'repay', isDisabled: false, amount: '237.60' });
  });

  it('active credit with nothing used: repay disabled, ineligible', () => {
    expect(getCardMenuItems(card('credit', 'active', 'shipped', '0.00'), withFlag).find((i) => i.action === 'repay')).toEqual({ action: 'repay', isDisabled: true, hint: 'ineligible' });
  });

  it('frozen: unfreeze; a frozen credit card shows repay disabled even with an outstanding amount', () => {
    expect(actions(getCardMenuItems(card('debit', 'frozen'), withFlag))).toEqual(['unfreeze']);
    const credit = getCardMenuItems(card('credit', 'frozen', 'null', '99.00'), withFlag);
    expect(credit).toEqual([
      { action: 'repay', isDisabled: true, hint: 'ineligible' },
      { action: 'unfreeze', isDisabled: false },
    ]);
  });

  it.each(['terminated', 'blocked', 'expired', 'inactive'] as const)('%s credit: repay disabled, no freeze or unfreeze', (status) => {
    expect(getCardMenuItems(card('credit', status, 'null', '50'), withFlag)).toEqual([{ action: 'repay', isDisabled: true, hint: 'ineligible' }]);
    expect(getCardMenuItems(card('debit', status), withFlag)).toEqual([]);
  });

  it('physical status: order when null and active, activation when shipped, change PIN when fulfilled, else shipping status', () => {
    expect(actions(getCardMenuItems(card('debit', 'active', 'null'), withoutFlag))).toContain('orderPhysicalCard');
    expect(actions(getCardMenuItems(card('debit', 'frozen', 'null'), withoutFlag))).not.toContain('orderPhysicalCard');
    expect(actions(getCardMenuItems(card('debit', 'active', 'shipped'), withoutFlag))).toEqual(['paySafe', 'deposit', 'physicalActivation', 'spendingInsights', 'cardControls', 'freeze']);
    expect(actions(getCardMenuItems(card('debit', 'frozen', 'shipped'), withoutFlag))).toEqual(['physicalActivation', 'unfreeze']);
    expect(actions(getCardMenuItems(card('debit', 'active', 'fulfilled'), withoutFlag))).toEqual(['paySafe', 'deposit', 'changePin', 'spendingInsights', 'cardControls', 'freeze']);
    const shipping: CardPhysicalStatus[] = [
      'pending_approval',
      'approved',
      'rejected',
      'submitted_to_reap',
      'order_in_production',
      'pending_fulfillment',
      'cancelled',
      'incomplete',
      'delivery_failed',
    ];
    for (const physicalStatus of shipping) {
      expect(actions(getCardMenuItems(card('debit', 'active', physicalStatus), withoutFlag))).toEqual(['paySafe', 'deposit', 'shippingStatus', 'spendingInsights', 'cardControls', 'freeze']);
    }
    expect(actions(getCardMenuItems(card('debit', 'expired', 'fulfilled'), withoutFlag))).toEqual([]);
    expect(actions(getCardMenuItems(card('debit', 'expired', 'delivery_failed'), withoutFlag))).toEqual(['shippingStatus']);
  });

  it('treats an unknown physical status as a shipping status', () => {
    expect(actions(getCardMenuItems({ ...card('debit', 'active'), physicalStatus: 'lost_in_transit' as CardPhysicalStatus }, withoutFlag))).toContain('shippingStatus');
  });
});
