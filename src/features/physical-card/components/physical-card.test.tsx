import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { cardView } from '../../../../mock-server/testing';
import { OrderPhysicalCardDialog } from './order-physical-card-dialog';
import { ShippingStatusDialog } from './shipping-status-dialog';
import { demoCard, demoId, signInDemo } from '@/testing/demo-user';
import { fill } from '@/testing/fill';

const orderable = () => demoCard((card) => card.status === 'active' && card.physicalStatus === 'null');

type User = ReturnType<typeof renderWithProviders>['user'];
async function fillShipping(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Phone number/ }), '(415) 555-0132');
  await fill(user, within(dialog).getByRole('textbox', { name: /^Address line 1/ }), '500 Howard Street');
  await fill(user, within(dialog).getByRole('textbox', { name: /^City/ }), 'San Francisco');
  await user.type(within(dialog).getByRole('textbox', { name: /^Postal code/ }), '94105');
}

describe('OrderPhysicalCardDialog (spec 02 §4, §5)', () => {
  it('highlights the missing required fields of step 1 and never offers India', async () => {
    await signInDemo();
    const card = orderable();
    const { user } = renderWithProviders(<OrderPhysicalCardDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Order a physical card for •••• ${card.lastFourDigits}` });
    // Prefilled from the signed-in user; the country defaults to the US.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toHaveValue('Demo'));
    expect(within(dialog).getByRole('textbox', { name: /^Last name/ })).toHaveValue('User');
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('demo@example.com');
    expect(within(dialog).getByRole('combobox', { name: /^Country/ })).toHaveTextContent('United States');
    await user.clear(within(dialog).getByRole('textbox', { name: /^First name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    for (const name of [/^First name/, /^Phone number/, /^Address line 1/, /^City/, /^Postal code/]) {
      expect(within(dialog).getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(dialog).getByRole('textbox', { name: /^Last name/ })).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).getByRole('textbox', { name: /^Address line 2/ })).toHaveAttribute('aria-invalid', 'false');

    await user.click(within(dialog).getByRole('combobox', { name: /^Country/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('Singapore');
    expect(options).not.toContain('India');
  });

  it('shows the fees, checks the balance of the payment currency, orders, and reloads when the success dialog closes', async () => {
    await signInDemo();
    const card = orderable();
    const onReload = vi.fn();
    const { user } = renderWithProviders(<OrderPhysicalCardDialog card={cardView(card)} open onClose={() => {}} onReload={onReload} />);
    const dialog = screen.getByRole('dialog', { name: `Order a physical card for •••• ${card.lastFourDigits}` });
    await fillShipping(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: /^Phone number/ })).toHaveValue('4155550132');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const fees = await within(dialog).findByTestId('order-fees');
    expect(fees).toHaveTextContent('Card fee$20.00');
    expect(fees).toHaveTextContent('Shipping fee$5.00');
    expect(fees).toHaveTextContent('Processing fee$0.00');
    expect(within(dialog).getByTestId('order-total')).toHaveTextContent('$25.00 USD');
    expect(await within(dialog).findByTestId('order-cost')).toHaveTextContent('You pay $25.00');

    // LOOK: 25 / (0.1 × 0.995) × 1.005 = 252.5126 LOOK, well within 50,000.
    await user.click(within(dialog).getByRole('combobox', { name: 'Pay with' }));
    await user.click(await screen.findByRole('option', { name: /^LOOK/ }));
    expect(await within(dialog).findByTestId('order-cost', {}, { timeout: 8000 })).toHaveTextContent('You pay about 252.5126 LOOK (including a 0.5% buffer)');

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const success = await screen.findByRole('dialog', { name: 'Order placed' });
    expect(success).toHaveTextContent(`Your physical card for •••• ${card.lastFourDigits} is on its way to production.`);
    expect(mockApp.store.get('cards', card.id)?.physicalStatus).toBe('pending_approval');
    expect(onReload).not.toHaveBeenCalled();
    await user.click(within(success).getByRole('button', { name: 'Done' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('falls back to 20.00 USD when the fees cannot be loaded, and disables the order without enough balance', async () => {
    await signInDemo();
    const card = orderable();
    mockApp.services.faults.add({ operationId: 'getOrderFees', status: 503 });
    const usd = mockApp.store.find('accounts', (account) => account.userId === demoId() && account.currency === 'USD');
    if (!usd) throw new Error('no USD account');
    mockApp.store.put('accounts', { ...usd, balance: '12.00' });
    mockApp.store.flush();
    const { user } = renderWithProviders(<OrderPhysicalCardDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Order a physical card for •••• ${card.lastFourDigits}` });
    await fillShipping(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const fees = await within(dialog).findByTestId('order-fees');
    expect(fees).toHaveTextContent('Card fee$20.00');
    expect(fees).toHaveTextContent('Shipping fee$0.00');
    expect(fees).toHaveTextContent('Processing fee$0.00');
    expect(within(dialog).getByTestId('order-total')).toHaveTextContent('$20.00 USD');
    expect(within(dialog).getByText('The current fees could not be loaded; the standard fees are shown.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Insufficient balance. Requested: 20.00, Available: 12.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('charges the fee the user confirmed: after the 20.00 fallback the server names the real fee, shown for a new confirmation', async () => {
    await signInDemo();
    const card = orderable();
    const usdBefore = mockApp.store.find('accounts', (account) => account.userId === demoId() && account.currency === 'USD')?.balance ?? '0';
    // The fee request fails once: the spec 02 §8 fallback of 20.00 is shown (US standard shipping costs 25.00).
    mockApp.services.faults.add({ operationId: 'getOrderFees', status: 503, times: 1 });
    const { user } = renderWithProviders(<OrderPhysicalCardDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Order a physical card for •••• ${card.lastFourDigits}` });
    await fillShipping(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByTestId('order-total')).toHaveTextContent('$20.00 USD');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    // Nothing charged; the new fees replace the fallback, with a note, and the order can be confirmed again.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The fees have changed. Check the new total and place the order again.');
    expect(within(dialog).getByTestId('order-total')).toHaveTextContent('$25.00 USD');
    expect(within(dialog).getByTestId('order-fees')).toHaveTextContent('Shipping fee$5.00');
    expect(within(dialog).queryByText('The current fees could not be loaded; the standard fees are shown.')).not.toBeInTheDocument();
    expect(await within(dialog).findByTestId('order-cost')).toHaveTextContent('You pay $25.00');
    expect(screen.queryByText('Failed to create order')).not.toBeInTheDocument();
    expect(mockApp.store.get('cards', card.id)?.physicalStatus).toBe('null');
    expect(mockApp.store.find('accounts', (account) => account.userId === demoId() && account.currency === 'USD')?.balance).toBe(usdBefore);

    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('dialog', { name: 'Order placed' })).toBeInTheDocument();
    const order = mockApp.store.find('cardOrders', (candidate) => candidate.cardId === card.id);
    expect(order?.fees.totalFee).toBe('25.00');
    expect(order?.payment).toMatchObject({ fromCurrencyId: 'USD', amount: '25' });
  });

  it("says 'Failed to create order' with the server's reason", async () => {
    await signInDemo();
    const card = orderable();
    mockApp.services.faults.add({ operationId: 'createOrder', status: 422, body: { success: false, message: 'No account available for payment' } });
    const { user } = renderWithProviders(<OrderPhysicalCardDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Order a physical card for •••• ${card.lastFourDigits}` });
    await fillShipping(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByTestId('order-cost');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Failed to create order')).toBeInTheDocument();
    expect(screen.getByText('No account available for payment')).toBeInTheDocument();
  });
});

describe('ShippingStatusDialog (spec 02 §4 physical/shipping statuses)', () => {
  it('shows where the physical card is and its order', async () => {
    await signInDemo();
    const card = demoCard((candidate) => candidate.physicalStatus === 'order_in_production');
    renderWithProviders(<ShippingStatusDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Shipping status of •••• ${card.lastFourDigits}` });
    expect(within(dialog).getByRole('status')).toHaveTextContent('In production');
    expect(await within(dialog).findByText('1 Market Street, 94105 San Francisco, United States')).toBeInTheDocument();
  });

  it('shows a problem status as an error', async () => {
    await signInDemo();
    const card = demoCard((candidate) => candidate.physicalStatus === 'order_in_production');
    renderWithProviders(<ShippingStatusDialog card={{ ...cardView(card), physicalStatus: 'delivery_failed' }} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Shipping status of •••• ${card.lastFourDigits}` });
    expect(within(dialog).getByText('Your physical card order stopped: Delivery failed. Please contact support.')).toBeInTheDocument();
  });
});
