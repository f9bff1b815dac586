import type { CoverageEntry } from './types';

/**
 * Every error text and toast of spec 01 §8 (access and wallet), each mapped to the test that triggers it —
 * through the mock server's fault registry (`mockApp.services.faults.add`), or, for the widget's events,
 * with the exact message the mock widget page (mock-server/domains/wallet/onramp-page.ts) posts — and sees the text on
 * screen. Checked by coverage.test.ts against the spec itself.
 */

const BUY_CRYPTO = 'src/features/onramp/components/buy-crypto.test.tsx';
const DEPOSIT = 'src/features/deposit/components/deposit-dialog.test.tsx';
const WITHDRAWAL = 'src/features/withdrawal/components/withdrawal-dialog.test.tsx';
const TRANSFER = 'src/features/transfer/components/transfer-dialog.test.tsx';
const AUTH_SCREEN = 'src/features/auth/components/auth-screen.test.tsx';
const VERIFICATION = 'src/features/auth/components/email-verification-panel.test.tsx';
const RESET = 'src/features/auth/components/reset-password-dialog.test.tsx';

/** The session start refused with the code by a fault (status and recoverability per the catalogue). */
const SESSION_REFUSED = 'shows the catalogue text of %s when the provider refuses the session with it (status %i)';
/** The widget page's "Send error" control posting `transaction.failed` with the code. */
const WIDGET_SENT = 'shows the catalogue text of every code the widget page sends (its "Send error" control)';

/** An on-ramp code line: the fault-injected session start and the widget page's event. */
const onramp = (code: string, text: string): CoverageEntry[] => [
  { entry: `${code}: ${text}`, text, test: { file: BUY_CRYPTO, name: SESSION_REFUSED } },
  { entry: `${code}: ${text}`, text, test: { file: BUY_CRYPTO, name: WIDGET_SENT } },
];

const row = (entry: string, text: string, file: string, name: string): CoverageEntry => ({ entry, text, test: { file, name } });

export const catalogue01: CoverageEntry[] = [
  // On-ramp errors (code: user text; recoverability).
  ...onramp('PROVIDER_UNAVAILABLE', 'Payment service is temporarily unavailable.'),
  ...onramp('WIDGET_LOAD_FAILED', 'Failed to load payment interface.'),
  ...onramp('INVALID_CONFIG', 'Invalid payment configuration.'),
  ...onramp('CONFIGURATION_ERROR', 'Payment configuration error.'),
  ...onramp('INITIALIZATION_FAILED', 'Payment service initialization failed.'),
  ...onramp('NETWORK_ERROR', 'Network connection error.'),
  row('NETWORK_ERROR: Network connection error.', 'Network connection error.', BUY_CRYPTO, 'maps %s on the session start to its catalogue code'),
  ...onramp('PROVIDER_API_ERROR', 'Payment service error.'),
  ...onramp('TRANSACTION_FAILED', 'Transaction could not be completed.'),
  ...onramp('USER_CANCELLED', 'Transaction cancelled.'),
  row('USER_CANCELLED: Transaction cancelled.', 'Transaction cancelled.', DEPOSIT, 'retries a recoverable error up to 3 times'),
  ...onramp('KYC_FAILED', 'Identity verification required.'),
  ...onramp('PAYMENT_FAILED', 'Payment could not be processed.'),
  row('PAYMENT_FAILED: Payment could not be processed.', 'Payment could not be processed.', BUY_CRYPTO, 'says "Payment could not be processed." when the widget page reports a declined card'),
  ...onramp('UNSUPPORTED_REGION', 'Service not available in your region.'),
  ...onramp('RATE_LIMIT_EXCEEDED', 'Too many requests, please try again later.'),
  row(
    'RATE_LIMIT_EXCEEDED: Too many requests, please try again later.',
    'Too many requests, please try again later.',
    DEPOSIT,
    'maps a failed session start to the catalogue and closes the widget on widget.closed',
  ),
  ...onramp('UNKNOWN', 'An unexpected error occurred.'),
  row(
    'Provider or API errors are recoverable only if the code is a 5xx, timeout, temporary, retry or maintenance',
    'Payment service error.',
    BUY_CRYPTO,
    'offers a retry for a provider error only when it is a 5xx, timeout, temporary, retry or maintenance (%i %s)',
  ),

  // Registration codes.
  row('DuplicateEmail gives a user-already-exists message', 'A user with this email already exists', AUTH_SCREEN, 'maps the server code %s to its message whatever the server text'),
  row('DuplicateEmail gives a user-already-exists message', 'A user with this email already exists', AUTH_SCREEN, 'maps the server answer for %s'),
  row('This username is already taken', 'This username is already taken', AUTH_SCREEN, 'maps the server code %s to its message whatever the server text'),
  row('This username is already taken', 'This username is already taken', AUTH_SCREEN, 'maps the server answer for %s'),
  row('Password does not meet requirements', 'Password does not meet requirements', AUTH_SCREEN, 'maps the server code %s to its message whatever the server text'),
  row('Password does not meet requirements', 'Password does not meet requirements', AUTH_SCREEN, 'maps the server answer for %s'),

  // E-mail verification codes.
  row(
    'NoVerificationId and VerificationCodeExpired show a resend prompt',
    'Your verification code has expired or is missing. Please request a new code.',
    VERIFICATION,
    'maps the server code %s to its message',
  ),
  row(
    'NoVerificationId and VerificationCodeExpired show a resend prompt',
    'Your verification code has expired or is missing. Please request a new code.',
    VERIFICATION,
    'asks a signed-in user without a code to request one; resend replaces the id',
  ),
  row(
    'NoVerificationId and VerificationCodeExpired show a resend prompt',
    'Your verification code has expired or is missing. Please request a new code.',
    VERIFICATION,
    'asks for a resend when the code has expired',
  ),
  row('InvalidVerificationFormat asks for a 6-character code', 'Please enter the 6-character code from the email', VERIFICATION, 'maps the server code %s to its message'),

  // Forgot password.
  row(
    'any failure still shows the generic email-sent message',
    'If an account exists for demo@example.com, we have sent a link to reset your password.',
    AUTH_SCREEN,
    'validates the address, and still shows the e-mail-sent message when the request fails',
  ),

  // Reset.
  row(
    'a response matching trust-token or MFA-required text gives an MFA restart message',
    'Your two-factor verification has expired. Please submit your new password again to restart it.',
    RESET,
    'asks to restart the MFA step for a %i "%s"',
  ),
  row('An empty response gives an invalid-server-response message', 'Invalid server response. Please try again.', RESET, 'shows the invalid-server-response message for an empty answer'),

  // Withdrawal error mapping by message text.
  row('Insufficient balance for withdrawal', 'Insufficient balance for withdrawal', WITHDRAWAL, 'maps a %i "%s" from the server to "%s"'),
  row('Withdrawal amount exceeds daily/monthly limit', 'Withdrawal amount exceeds daily/monthly limit', WITHDRAWAL, 'maps a %i "%s" from the server to "%s"'),
  row('Invalid destination address', 'Invalid destination address', WITHDRAWAL, 'maps a %i "%s" from the server to "%s"'),
  row('Blockchain network temporarily unavailable', 'Blockchain network temporarily unavailable', WITHDRAWAL, 'maps a server failure by its message text and keeps the input'),

  // Toasts.
  row('Invalid Address', 'Invalid Address', WITHDRAWAL, 'shows Invalid Address, Amount Too Small and Insufficient Balance with the field messages'),
  row('Insufficient Balance', 'Insufficient Balance', WITHDRAWAL, 'shows Invalid Address, Amount Too Small and Insufficient Balance with the field messages'),
  row('Amount Too Small', 'Amount Too Small', WITHDRAWAL, 'shows Invalid Address, Amount Too Small and Insufficient Balance with the field messages'),
  row('Withdrawal Failed', 'Withdrawal Failed', WITHDRAWAL, 'maps a server failure by its message text and keeps the input'),
  row('Withdrawal Failed', 'Withdrawal Failed', WITHDRAWAL, 'maps a %i "%s" from the server to "%s"'),
  row('Transfer Failed', 'Transfer Failed', TRANSFER, 'shows "Transfer Failed" when the transfer service fails, and the balances stay'),
  row('No Withdrawable Tokens', 'No Withdrawable Tokens', WITHDRAWAL, 'says "No Withdrawable Tokens" for a network without one'),
  row('Failed to load networks', 'Failed to load networks', WITHDRAWAL, 'says "Failed to load networks" and "Failed to load withdrawal history" when those fail'),
  row('Failed to load tokens for this network', 'Failed to load tokens for this network', WITHDRAWAL, 'says "Failed to load tokens for this network" when the currencies fail'),
  row('Failed to load withdrawal history', 'Failed to load withdrawal history', WITHDRAWAL, 'says "Failed to load networks" and "Failed to load withdrawal history" when those fail'),

  // Deposit.
  row('Error loading deposit information', 'Error loading deposit information', DEPOSIT, 'shows the deposit error for a %i'),
  row('Failed to load currencies. Please try again.', 'Failed to load currencies. Please try again.', DEPOSIT, 'says "Failed to load currencies. Please try again." when the currencies fail'),
  row('Deposit service is temporarily unavailable', 'Deposit service is temporarily unavailable', DEPOSIT, 'shows the deposit error for a %i'),

  // Other.
  row(
    'Failed to load payment providers. Please try again.',
    'Failed to load payment providers. Please try again.',
    DEPOSIT,
    'says "Failed to load payment providers. Please try again." when the providers fail',
  ),
  row(
    'No payment providers available for the selected currency and network.',
    'No payment providers available for the selected currency and network.',
    DEPOSIT,
    'shows the provider grid and the no-provider message for an unsupported selection',
  ),
  row('Widget error occurred. Please try again.', 'Widget error occurred. Please try again.', DEPOSIT, 'shows "Widget error occurred. Please try again." for a failure without a catalogue code'),
];
