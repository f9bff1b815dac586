import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dec, formatUsd } from '@contract-kit/money';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { cardView } from '../../../../mock-server/testing';
import { FundCardDialog } from './fund-card-dialog';
import { RepayDialog } from './repay-dialog';
import { WithdrawDialog } from './withdraw-dialog';
import { demoCard, demoId, signInDemo } from '@/testing/demo-user';

const activeDebit = () => demoCard((card) => card.model === 'debit' && card.status === 'active');
const activeCredit = () => demoCard((card) => card.model === 'credit' && card.status === 'active' && dec(card.credit.used).gt(0));
const balance = (currency: string) => mockApp.store.find('accounts', (account) => account.userId === demoId() && account.currency === currency)?.balance ?? '0';
const amountField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ });

describe('FundCardDialog (spec 02 §4 deposit and stake)', () => {
  it('deposits from the USD balance with the spec’s validation and toast', async () => {
    await signInDemo();
    const card = activeDebit();
    const { user } = renderWithProviders(<FundCardDialog card={cardView(card)} mode="deposit" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Deposit to card •••• ${card.lastFourDigits}` });
    expect(within(dialog).getByRole('tab', { name: 'Direct crypto (on-chain)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    const amount = await within(dialog).findByRole('textbox', { name: /Amount \(USD\)/ });
    await user.type(amount, '0');
    expect(within(dialog).getByText('Please enter valid amount')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '900');
    expect(within(dialog).getByText('Insufficient balance. Requested: 900.00, Available: 800.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '150.25');
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit Successful')).toBeInTheDocument();
    expect(screen.getByText('Funds have been transferred from your account to the debit card')).toBeInTheDocument();
    expect(balance('USD')).toBe('649.75');
    expect(dec(mockApp.store.get('cards', card.id)?.deposit.current ?? '0').eq(dec(card.deposit.current).plus('150.25'))).toBe(true);
    expect(mockApp.store.find('cardOperations', (op) => op.cardId === card.id)?.reference).toMatch(/^DEPOSIT_\d{13}$/);
  });

  it("shows 'Deposit Failed' with the server's message", async () => {
    await signInDemo();
    const card = activeCredit();
    mockApp.services.faults.add({ operationId: 'stake', status: 422, body: { success: false, message: 'Card is not active' } });
    const { user } = renderWithProviders(<FundCardDialog card={cardView(card)} mode="stake" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Stake on card •••• ${card.lastFourDigits}` });
    await user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    await user.type(await within(dialog).findByRole('textbox', { name: /Amount \(USD\)/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Stake' }));
    expect(await screen.findByText('Deposit Failed')).toBeInTheDocument();
    expect(screen.getByText('Card is not active')).toBeInTheDocument();
  });

  it('says Deposit operation failed or Stake operation failed when the server gives no message', async () => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'deposit', status: 500, body: { success: false }, times: 1 });
    mockApp.services.faults.add({ operationId: 'stake', status: 500, body: { success: false }, times: 1 });
    const debit = activeDebit();
    const first = renderWithProviders(<FundCardDialog card={cardView(debit)} mode="deposit" open onClose={() => {}} />);
    let dialog = screen.getByRole('dialog', { name: `Deposit to card •••• ${debit.lastFourDigits}` });
    await first.user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    await first.user.type(await within(dialog).findByRole('textbox', { name: /Amount \(USD\)/ }), '10');
    await first.user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect((await screen.findByText('Deposit Failed')).closest('[role="alert"]')).toHaveTextContent('Deposit operation failed');
    first.unmount();

    const credit = activeCredit();
    const second = renderWithProviders(<FundCardDialog card={cardView(credit)} mode="stake" open onClose={() => {}} />);
    dialog = screen.getByRole('dialog', { name: `Stake on card •••• ${credit.lastFourDigits}` });
    await second.user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    await second.user.type(await within(dialog).findByRole('textbox', { name: /Amount \(USD\)/ }), '10');
    await second.user.click(within(dialog).getByRole('button', { name: 'Stake' }));
    expect((await screen.findByText('Deposit Failed')).closest('[role="alert"]')).toHaveTextContent('Stake operation failed');
  });

  it("shows the server's account and currency refusals in the Deposit Failed toast", async () => {
    await signInDemo();
    const card = activeDebit();
    mockApp.services.faults.add({ operationId: 'deposit', status: 404, body: { success: false, message: 'Account not found for currency', code: 'NotFound' }, times: 1 });
    const { user } = renderWithProviders(<FundCardDialog card={cardView(card)} mode="deposit" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Deposit to card •••• ${card.lastFourDigits}` });
    await user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    await user.type(await within(dialog).findByRole('textbox', { name: /Amount \(USD\)/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect((await screen.findByText('Account not found for currency')).closest('[role="alert"]')).toHaveTextContent('Deposit Failed');
    // An unsupported currency (UnsupportedCurrency) is the server's message too.
    mockApp.services.faults.add({ operationId: 'deposit', status: 422, body: { success: false, message: 'USDC cannot fund a card', code: 'UnsupportedCurrency' }, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect((await screen.findByText('USDC cannot fund a card')).closest('[role="alert"]')).toHaveTextContent('Deposit Failed');
    expect(within(dialog).getByRole('textbox', { name: /Amount \(USD\)/ })).toHaveValue('10');
  });

  it("says 'Failed to fetch account information' when the source accounts cannot be loaded", async () => {
    await signInDemo();
    const card = activeDebit();
    mockApp.services.faults.add({ operationId: 'getCardSourceAccounts', status: 503, body: { success: false, message: 'Accounts service is busy' } });
    const { user } = renderWithProviders(<FundCardDialog card={cardView(card)} mode="deposit" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Deposit to card •••• ${card.lastFourDigits}` });
    await user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    const toast = (await screen.findByText('Accounts service is busy')).closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent('Failed to fetch account information');
    // The spec's text is the toast's (spec 02 §8), not repeated inline; the form offers the retry.
    expect(within(dialog).queryByText('Failed to fetch account information')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Your accounts could not be shown. Retry to load them.')).toBeInTheDocument();
    mockApp.services.faults.clear();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByText('Your accounts could not be shown. Retry to load them.')).not.toBeInTheDocument());
  });

  it("falls back to the fixed rate on 'Unknown error' and pays LOOK at 0.1 with the 0.5 % buffer", async () => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'estimateExchange', status: 500, body: { success: false, message: 'Unknown error' } });
    const card = activeDebit();
    const { user } = renderWithProviders(<FundCardDialog card={cardView(card)} mode="deposit" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Deposit to card •••• ${card.lastFourDigits}` });
    await user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Source account' }));
    await user.click(await screen.findByRole('option', { name: /^LOOK account/ }));
    await user.type(amountField(dialog), '100');
    // 100 / 0.1 × 1.005 = 1005
    expect(await within(dialog).findByTestId('account-funding-cost', {}, { timeout: 8000 })).toHaveTextContent('You pay about 1005.0000 LOOK');
    expect(within(dialog).getByText('The exchange rate is an estimate for the next 60 seconds.')).toBeInTheDocument();
  });

  it('takes from a USDT balance exactly the cost it showed', async () => {
    await signInDemo();
    const card = activeDebit();
    const before = dec(balance('USDT'));
    const { user } = renderWithProviders(<FundCardDialog card={cardView(card)} mode="deposit" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Deposit to card •••• ${card.lastFourDigits}` });
    await user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Source account' }));
    await user.click(await screen.findByRole('option', { name: /^USDT account/ }));
    await user.type(amountField(dialog), '100');
    // The SELL quote 0.995 USD per USDT: 100 / 0.995 × 1.005 = 101.005025…, rounded up to 6 and shown with 4 decimals.
    expect(await within(dialog).findByTestId('account-funding-cost', {}, { timeout: 8000 })).toHaveTextContent('You pay about 101.0051 USDT');
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit Successful')).toBeInTheDocument();
    expect(before.minus(balance('USDT')).toFixed()).toBe('101.005026');
  });

  it('drops the rate when a quote fails for another reason', async () => {
    await signInDemo();
    mockApp.services.faults.add({ operationId: 'estimateExchange', status: 422, body: { success: false, message: 'Exchange for USDT is temporarily unavailable' } });
    const card = activeDebit();
    const { user } = renderWithProviders(<FundCardDialog card={cardView(card)} mode="deposit" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Deposit to card •••• ${card.lastFourDigits}` });
    await user.click(within(dialog).getByRole('tab', { name: 'Account balance' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Source account' }));
    await user.click(await screen.findByRole('option', { name: /^USDT account/ }));
    await user.type(amountField(dialog), '100');
    expect(await within(dialog).findByText(/^Failed to get an exchange quote/, {}, { timeout: 8000 })).toHaveTextContent(
      'Failed to get an exchange quote: Exchange for USDT is temporarily unavailable',
    );
    expect(within(dialog).queryByTestId('account-funding-cost')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deposit' })).toBeDisabled();
  });

  it('shows the card address of the chosen network and currency', async () => {
    await signInDemo();
    const card = activeDebit();
    renderWithProviders(<FundCardDialog card={cardView(card)} mode="deposit" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Deposit to card •••• ${card.lastFourDigits}` });
    // The first listed network (Tron) and USDT by default.
    expect(await within(dialog).findByTestId('card-onchain-address')).toHaveTextContent(card.addresses.tron);
    expect(within(dialog).getByRole('combobox', { name: 'Network' })).toHaveTextContent('Tron');
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USDT');
    expect(within(dialog).getByText('A direct funding fee of 2% applies to on-chain transfers.')).toBeInTheDocument();
  });
});

describe('WithdrawDialog (spec 02 §5 withdraw / unstake)', () => {
  it('withdraws up to the available balance to the USD balance', async () => {
    await signInDemo();
    const card = activeDebit();
    const { user } = renderWithProviders(<WithdrawDialog card={cardView(card)} mode="withdraw" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Withdraw from card •••• ${card.lastFourDigits}` });
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(amountField(dialog)).toHaveValue(dec(card.deposit.available).toFixed(2));
    await user.clear(amountField(dialog));
    await user.type(amountField(dialog), dec(card.deposit.available).plus('0.01').toFixed(2));
    expect(within(dialog).getByText(/^The amount cannot exceed \$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await user.clear(amountField(dialog));
    await user.type(amountField(dialog), '12.34');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal completed')).toBeInTheDocument();
    expect(balance('USD')).toBe('812.34');
  });

  it("says 'Operation failed' with the server's message, 'Action failed' without one, and the unknown operation", async () => {
    await signInDemo();
    const card = activeDebit();
    const { user } = renderWithProviders(<WithdrawDialog card={cardView(card)} mode="withdraw" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Withdraw from card •••• ${card.lastFourDigits}` });
    await user.type(amountField(dialog), '12.34');
    mockApp.services.faults.add({ operationId: 'performCardOperation', status: 422, body: { success: false, message: 'Card is frozen' }, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByText('Card is frozen')).closest('[role="alert"]')).toHaveTextContent('Operation failed');
    mockApp.services.faults.add({ operationId: 'performCardOperation', status: 500, body: { success: false }, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByText('Action failed')).closest('[role="alert"]')).toHaveTextContent('Operation failed');
    mockApp.services.faults.add({ operationId: 'performCardOperation', status: 422, body: { success: false, message: 'Unknown operation', code: 'UnknownOperation' }, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByText('Unknown operation')).closest('[role="alert"]')).toHaveTextContent('Operation failed');
    expect(amountField(dialog)).toHaveValue('12.34');
    expect(dec(balance('USD')).eq('800')).toBe(true);
  });

  it('caps unstaking at the collateral the server can release, and Max is accepted', async () => {
    await signInDemo();
    const card = activeCredit();
    // Collateral backing used credit cannot be released: less than the limit is releasable.
    const releasable = dec(card.credit.available);
    expect(releasable.lt(card.credit.limit)).toBe(true);
    const { user } = renderWithProviders(<WithdrawDialog card={cardView(card)} mode="unstake" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Unstake from card •••• ${card.lastFourDigits}` });
    expect(await within(dialog).findByText(`Maximum: ${formatUsd(releasable, 'en')} (the part of your ${formatUsd(card.credit.limit, 'en')} limit not backing used credit)`)).toBeInTheDocument();
    await user.type(amountField(dialog), releasable.plus('0.01').toFixed(2));
    // The specification's wording, with the releasable amount as the maximum.
    expect(within(dialog).getByText(`The amount cannot exceed ${formatUsd(releasable, 'en')}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Unstake' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(amountField(dialog)).toHaveValue(releasable.toFixed(2));
    await user.click(within(dialog).getByRole('button', { name: 'Unstake' }));
    expect(await screen.findByText('Unstake completed')).toBeInTheDocument();
    expect(dec(balance('USD')).eq(releasable.plus('800'))).toBe(true);
  });

  it('offers no maximum until the releasable collateral is known, and a retry when it cannot be read', async () => {
    await signInDemo();
    const card = activeCredit();
    mockApp.services.faults.add({ operationId: 'getCredit', status: 503, times: 1 });
    const { user } = renderWithProviders(<WithdrawDialog card={cardView(card)} mode="unstake" open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Unstake from card •••• ${card.lastFourDigits}` });
    expect(await within(dialog).findByText('Could not check how much collateral can be released.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Max' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: 'Max' })).toBeInTheDocument();
  });
});

describe('RepayDialog (spec 02 §5 "Credit repay")', () => {
  it('validates the amount and reduces the outstanding amount exactly', async () => {
    await signInDemo();
    const card = activeCredit();
    const { user } = renderWithProviders(<RepayDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Repay card •••• ${card.lastFourDigits}` });
    const amount = await within(dialog).findByRole('textbox', { name: /Amount \(USD\)/ });
    expect(amount).toHaveValue(card.credit.used);
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(within(dialog).getByText('Please enter a valid repayment amount')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.234');
    expect(within(dialog).getByText('Invalid decimal places: use at most 2')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0.00');
    expect(within(dialog).getByText('Please enter a valid repayment amount')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, dec(card.credit.used).plus('0.11').toFixed(2));
    expect(within(dialog).getByText(`Repayment amount cannot exceed outstanding balance of $${dec(card.credit.used).toFixed(2)}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Repay' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '10.05');
    await user.click(within(dialog).getByRole('button', { name: 'Repay' }));
    expect(await screen.findByText('Repayment successful')).toBeInTheDocument();
    await waitFor(() => expect(dec(mockApp.store.get('cards', card.id)?.credit.used ?? '0').eq(dec(card.credit.used).minus('10.05'))).toBe(true));
    expect(balance('USD')).toBe('789.95');
  });

  it('warns when the USD balance is too low', async () => {
    await signInDemo();
    const card = activeCredit();
    const usd = mockApp.store.find('accounts', (account) => account.userId === demoId() && account.currency === 'USD');
    if (!usd) throw new Error('no USD account');
    mockApp.store.put('accounts', { ...usd, balance: '5.00' });
    mockApp.store.flush();
    const { user } = renderWithProviders(<RepayDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Repay card •••• ${card.lastFourDigits}` });
    const amount = await within(dialog).findByRole('textbox', { name: /Amount \(USD\)/ });
    await user.clear(amount);
    await user.type(amount, '6.00');
    expect(await within(dialog).findByText('Insufficient USD balance. Requested: $6.00, Available: $5.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('5.00');
  });

  it('turns credit-only server messages into the spec’s text', async () => {
    await signInDemo();
    const card = activeCredit();
    mockApp.services.faults.add({ operationId: 'repayCard', status: 422, body: { success: false, message: 'Only credit cards accept repayments' } });
    const { user } = renderWithProviders(<RepayDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Repay card •••• ${card.lastFourDigits}` });
    await within(dialog).findByRole('textbox', { name: /Amount \(USD\)/ });
    await user.click(within(dialog).getByRole('button', { name: 'Repay' }));
    expect(await screen.findByText('Repayment failed')).toBeInTheDocument();
    expect(screen.getByText('Repayment is only available for credit cards')).toBeInTheDocument();
  });

  it('refuses a debit card', async () => {
    await signInDemo();
    const card = activeDebit();
    renderWithProviders(<RepayDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Repay card •••• ${card.lastFourDigits}` });
    expect(within(dialog).getByText('Repayment is only available for credit cards')).toBeInTheDocument();
  });

  it('shows the on-chain amount grossed up by the direct deposit fee', async () => {
    await signInDemo();
    const card = activeCredit();
    const { user } = renderWithProviders(<RepayDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Repay card •••• ${card.lastFourDigits}` });
    await user.click(within(dialog).getByRole('tab', { name: 'Direct crypto (on-chain)' }));
    const gross = dec(card.credit.used).div('0.98').round(2, 3).toFixed(2);
    expect(within(dialog).getByText(new RegExp(`^Send \\$${gross.replace('.', '\\.')} to repay`))).toBeInTheDocument();
    expect(await within(dialog).findByTestId('card-onchain-address')).toHaveTextContent(card.repaymentAddresses?.tron ?? '');
    expect(await within(dialog).findByTestId('onchain-send-amount', {}, { timeout: 8000 })).toHaveTextContent(/^Send at least \d+\.\d{4} USDT$/);
  });
});
