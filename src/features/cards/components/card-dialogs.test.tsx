import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { cardView, hashPin } from '../../../../mock-server/testing';
import { ChangePinDialog } from './change-pin-dialog';
import { PhysicalActivationDialog } from './physical-activation-dialog';
import { sanitizePin } from './pin-field';
import { demoCard, signInDemo } from '@/testing/demo-user';

describe('PIN input (spec 02 §5 "PIN")', () => {
  it('keeps digits only, at most 6, so a paste loses its separators', () => {
    expect(sanitizePin('12-34-56')).toBe('123456');
    expect(sanitizePin(' 9 8a7b6 5 4 3 2')).toBe('987654');
    expect(sanitizePin('abc')).toBe('');
  });
});

describe('ChangePinDialog (spec 02 §4 "fulfilled: change PIN")', () => {
  it('needs 6 digits and a matching confirmation', async () => {
    await signInDemo();
    const card = demoCard((candidate) => candidate.physicalStatus === 'fulfilled');
    const { user } = renderWithProviders(<ChangePinDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Change PIN' });
    const pin = within(dialog).getByLabelText(/^New PIN/);
    const confirmation = within(dialog).getByLabelText(/^Confirm PIN/);
    await user.type(pin, '12a3');
    expect(pin).toHaveValue('123');
    await user.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect(within(dialog).getAllByText('PIN must be exactly 6 digits')).toHaveLength(2);

    await user.clear(pin);
    await user.click(pin);
    await user.paste('12-34-56');
    expect(pin).toHaveValue('123456');
    await user.type(confirmation, '123457');
    await user.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect(within(dialog).getByText('PINs do not match')).toBeInTheDocument();
    expect(mockApp.store.get('cards', card.id)?.pinHash).toBe(card.pinHash);
  });

  it('shows the success message, waits 3 s, then refreshes the cards and closes', async () => {
    await signInDemo();
    const card = demoCard((candidate) => candidate.physicalStatus === 'fulfilled');
    const onClose = vi.fn();
    const { user, queryClient } = renderWithProviders(<ChangePinDialog card={cardView(card)} open onClose={onClose} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = screen.getByRole('dialog', { name: 'Change PIN' });
    await user.type(within(dialog).getByLabelText(/^New PIN/), '905172');
    await user.type(within(dialog).getByLabelText(/^Confirm PIN/), '905172');
    const submittedAt = performance.now();
    await user.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect(await within(dialog).findByText('PIN changed successfully')).toBeInTheDocument();
    expect(mockApp.store.get('cards', card.id)?.pinHash).toBe(hashPin(card.id, '905172'));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(performance.now() - submittedAt).toBeGreaterThanOrEqual(3000);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/cards'] });
  });

  it('shows failedToChangePin with the reason when the server refuses', async () => {
    await signInDemo();
    const card = demoCard((candidate) => candidate.physicalStatus === 'shipped');
    const { user } = renderWithProviders(<ChangePinDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Change PIN' });
    await user.type(within(dialog).getByLabelText(/^New PIN/), '905172');
    await user.type(within(dialog).getByLabelText(/^Confirm PIN/), '905172');
    await user.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect(await within(dialog).findByText('Failed to change PIN: No activated physical card')).toBeInTheDocument();
    // The input survives the failed submit.
    expect(within(dialog).getByLabelText(/^New PIN/)).toHaveValue('905172');
  });
});

describe('PhysicalActivationDialog (spec 02 §4 "shipped")', () => {
  it('activates a shipped card with a 6-digit PIN and shows Card Activated Successfully', async () => {
    await signInDemo();
    const card = demoCard((candidate) => candidate.physicalStatus === 'shipped');
    const { user } = renderWithProviders(<PhysicalActivationDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Activate physical card' });
    await user.type(within(dialog).getByLabelText(/^PIN/), '4829');
    await user.click(within(dialog).getByRole('button', { name: 'Activate card' }));
    expect(within(dialog).getByText('PIN must be exactly 6 digits')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^PIN/), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Activate card' }));
    expect(await screen.findByRole('dialog', { name: 'Card Activated Successfully' })).toBeInTheDocument();
    expect(mockApp.store.get('cards', card.id)?.physicalStatus).toBe('fulfilled');
    expect(mockApp.store.get('cards', card.id)?.pinHash).toBe(hashPin(card.id, '482913'));
  });

  it('shows physicalActivationFailed with the reason', async () => {
    await signInDemo();
    const card = demoCard((candidate) => candidate.model === 'debit' && candidate.status === 'active');
    const { user } = renderWithProviders(<PhysicalActivationDialog card={cardView(card)} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Activate physical card' });
    await user.type(within(dialog).getByLabelText(/^PIN/), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Activate card' }));
    expect(await within(dialog).findByText('Physical card activation failed: Physical card has not been shipped yet')).toBeInTheDocument();
  });
});
