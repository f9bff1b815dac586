import { describe, expect, it } from 'vitest';
import { validateStep } from './engine';
import { buildStep, cycleOf, defaultValues, FORM_STEP_KINDS, issuesByField, nextShippingStatus, STEP_FIELDS, STEP_NEEDS } from './step-forms';

const context = { cycle: '2026-11', transaction: 'ctx-1', withdrawal: 'wd-1', physicalStatus: 'order_in_production' };
const target = { cardId: 'card-1', user: 'demo@example.com' };

describe('step forms', () => {
  it.each(FORM_STEP_KINDS)('%s: the first values make a step the contract accepts', (kind) => {
    expect(validateStep(buildStep(kind, defaultValues(kind, context), target))).toEqual([]);
  });

  it('names every problem by its form field', () => {
    const values = { ...defaultValues('purchase', context), amount: '12,50', 'merchant.country': 'usa', 'fees.fx': '' };
    const issues = issuesByField(validateStep(buildStep('purchase', values, {})));
    expect(Object.keys(issues).sort()).toEqual(['amount', 'fees.fx', 'merchant.country', 'target']);
    const fieldNames = STEP_FIELDS.purchase.map((field) => field.name);
    for (const name of Object.keys(issues)) if (name !== 'target') expect(fieldNames).toContain(name);
  });

  it('sends an empty city (the contract allows it) but not an empty optional field', () => {
    const step = buildStep('purchase', { ...defaultValues('purchase', context), 'merchant.city': '' }, target);
    expect(step).toMatchObject({ merchant: { city: '' } });
    expect(buildStep('withdrawal', defaultValues('withdrawal', context), target)).not.toHaveProperty('reason');
  });

  it("sends a merchant category code when one is typed, none when left empty (the server then picks the merchant's)", () => {
    expect(buildStep('purchase', { ...defaultValues('purchase', context), mcc: '5812' }, target)).toMatchObject({ mcc: '5812' });
    expect(buildStep('purchase', defaultValues('purchase', context), target)).not.toHaveProperty('mcc');
    expect(issuesByField(validateStep(buildStep('atm', { ...defaultValues('atm', context), mcc: 'ATM' }, target)))).toHaveProperty('mcc');
  });

  it('types whole numbers and keeps anything else for validation to name', () => {
    expect(buildStep('approval', { ...defaultValues('approval', context), expiresInSeconds: '120' }, target)).toMatchObject({ expiresInSeconds: 120 });
    const issues = validateStep(buildStep('approval', { ...defaultValues('approval', context), expiresInSeconds: 'soon' }, target));
    expect(issues).toMatchObject([{ path: 'expiresInSeconds', rule: 'type' }]);
  });

  it('targets the card, the user or what the form names', () => {
    expect(buildStep('kyc', { status: 'approved' }, target)).toEqual({ kind: 'kyc', status: 'approved', card: 'card-1' });
    expect(buildStep('deposit', defaultValues('deposit', context), target)).toMatchObject({ user: 'demo@example.com' });
    expect(buildStep('settle', defaultValues('settle', context), target)).toEqual({ kind: 'settle', transaction: 'ctx-1', status: 'cleared' });
    expect(Object.values(STEP_NEEDS).filter((need) => need === 'none')).toHaveLength(2);
    expect(STEP_NEEDS).toMatchObject({ settle: 'none', withdrawal: 'none', purchase: 'card', kyc: 'card', deposit: 'user', push: 'user' });
  });

  it('moves a physical card to its next status and reads billing months in UTC', () => {
    expect(nextShippingStatus('order_in_production')).toBe('pending_fulfillment');
    expect(nextShippingStatus('shipped')).toBe('fulfilled');
    expect(nextShippingStatus('fulfilled')).toBe('fulfilled');
    expect(nextShippingStatus('null')).toBe('pending_approval');
    expect(cycleOf(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01');
  });
});
