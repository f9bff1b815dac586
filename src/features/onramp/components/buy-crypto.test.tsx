import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApp } from '@/testing/mock-backend';
import { renderWithProviders } from '@/testing/render';
import { errorResponse } from '../../../../mock-server/testing';
import type { OnrampErrorCode } from '../lib/errors';
import { BuyCrypto } from './buy-crypto';
import { signInDemo } from '@/testing/demo-user';

/** Signs in, opens the Buy Crypto tab's provider and starts a session (which the test may have faulted). */
async function startPurchase() {
  await signInDemo();
  const view = renderWithProviders(<BuyCrypto />);
  await view.user.click(await screen.findByRole('button', { name: 'Buy with CardRamp' }));
  return view;
}

/**
 * What the CardRamp widget page in the frame posts when its transaction fails (mock-server/domains/wallet/onramp-page.ts:
 * its "Send error" and "Decline payment" controls), for the session the frame shows.
 */
async function widgetReportsFailure(orderId: string | null, error: { code: string; message: string }) {
  const frame = (await screen.findByTitle('CardRamp payment')) as HTMLIFrameElement;
  const url = new URL(frame.src);
  const sessionId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'cardramp-widget', sessionId, type: 'transaction.failed', orderId, error },
        origin: url.origin,
        source: frame.contentWindow,
      }),
    );
  });
}

/** The provider's refusal as the mock server words it: the contract error shape with `error.details.errorCode`. */
const refusal = (status: number, code: string) => errorResponse(status, `Simulated ${code}`, { code }).body;

/** Spec 01 §8: the on-ramp catalogue, code → user text, and whether the error offers "Try again". */
const CATALOGUE: [OnrampErrorCode, number, string, boolean][] = [
  ['PROVIDER_UNAVAILABLE', 503, 'Payment service is temporarily unavailable.', true],
  ['WIDGET_LOAD_FAILED', 502, 'Failed to load payment interface.', true],
  ['INVALID_CONFIG', 422, 'Invalid payment configuration.', false],
  // Not recoverable by the catalogue, even on a 5xx.
  ['CONFIGURATION_ERROR', 500, 'Payment configuration error.', false],
  ['INITIALIZATION_FAILED', 500, 'Payment service initialization failed.', true],
  ['NETWORK_ERROR', 503, 'Network connection error.', true],
  ['PROVIDER_API_ERROR', 400, 'Payment service error.', false],
  ['TRANSACTION_FAILED', 422, 'Transaction could not be completed.', false],
  // Recoverable by the catalogue, even on a 4xx.
  ['USER_CANCELLED', 400, 'Transaction cancelled.', true],
  ['KYC_FAILED', 403, 'Identity verification required.', false],
  ['PAYMENT_FAILED', 422, 'Payment could not be processed.', false],
  ['UNSUPPORTED_REGION', 403, 'Service not available in your region.', false],
  ['RATE_LIMIT_EXCEEDED', 429, 'Too many requests, please try again later.', true],
  ['UNKNOWN', 500, 'An unexpected error occurred.', true],
];

describe('BuyCrypto — the on-ramp error catalogue (spec 01 §8)', () => {
  it.each(CATALOGUE)('shows the catalogue text of %s when the provider refuses the session with it (status %i)', async (code, status, text, isRecoverable) => {
    mockApp.services.faults.add({ operationId: 'createOnrampSession', status, body: refusal(status, code), times: 1 });
    const { user } = await startPurchase();
    const alert = await screen.findByText(text);
    expect(alert.closest('[data-error-code]')).toHaveAttribute('data-error-code', code);
    // The provider's own text is not shown: the catalogue's is.
    expect(screen.queryByText(`Simulated ${code}`)).not.toBeInTheDocument();
    if (isRecoverable) {
      expect(screen.getByText('3 tries left')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByTitle('CardRamp payment')).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back to providers' }));
      expect(await screen.findByRole('button', { name: 'Buy with CardRamp' })).toBeInTheDocument();
    }
  });

  it.each([
    ['a dropped connection', { drop: true }, 'NETWORK_ERROR', 'Network connection error.'],
    ['a 503 without a code', { status: 503 }, 'PROVIDER_UNAVAILABLE', 'Payment service is temporarily unavailable.'],
    ['a 429 without a code', { status: 429 }, 'RATE_LIMIT_EXCEEDED', 'Too many requests, please try again later.'],
    ['a 500 without a code', { status: 500 }, 'PROVIDER_API_ERROR', 'Payment service error.'],
  ])('maps %s on the session start to its catalogue code', async (_, fault, code, text) => {
    mockApp.services.faults.add({ operationId: 'createOnrampSession', times: 1, ...fault });
    await startPurchase();
    const alert = await screen.findByText(text);
    expect(alert.closest('[data-error-code]')).toHaveAttribute('data-error-code', code);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    [400, 'BAD_REQUEST', false],
    [502, 'BAD_GATEWAY', true],
    [400, 'GATEWAY_TIMEOUT', true],
    [400, 'PROVIDER_TEMPORARILY_DOWN', true],
    [400, 'PLEASE_RETRY', true],
    [400, 'UNDER_MAINTENANCE', true],
  ])('offers a retry for a provider error only when it is a 5xx, timeout, temporary, retry or maintenance (%i %s)', async (status, providerCode, isRecoverable) => {
    mockApp.services.faults.add({ operationId: 'createOnrampSession', status, body: refusal(status, providerCode), times: 1 });
    await startPurchase();
    const alert = await screen.findByText('Payment service error.');
    expect(alert.closest('[data-error-code]')).toHaveAttribute('data-error-code', 'PROVIDER_API_ERROR');
    if (isRecoverable) expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the catalogue text of every code the widget page sends (its "Send error" control)', async () => {
    const { user } = await startPurchase();
    for (const [code, , text] of CATALOGUE) {
      // The tester picks the code and presses "Send error".
      await widgetReportsFailure(null, { code, message: `Simulated ${code}` });
      const alert = await screen.findByText(text);
      expect(alert.closest('[data-error-code]')).toHaveAttribute('data-error-code', code);
      expect(screen.queryByTitle('CardRamp payment')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back to providers' }));
      // A new session for the next code (past the provider's 10 sessions a minute).
      mockApp.clock.advance(60_000);
      await user.click(await screen.findByRole('button', { name: 'Buy with CardRamp' }));
    }
  }, 120_000);

  it('says "Payment could not be processed." when the widget page reports a declined card', async () => {
    const { user } = await startPurchase();
    // The page's "Decline payment" button.
    await widgetReportsFailure('CR-1', { code: 'PAYMENT_FAILED', message: 'Card declined by the issuer' });
    expect(await screen.findByText('Payment could not be processed.')).toBeInTheDocument();
    expect(screen.queryByText('Card declined by the issuer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to providers' }));
  });
});
