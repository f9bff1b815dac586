import type { CoverageEntry } from './types';

/**
 * Error coverage of spec 02 §8 "Error catalogue" (cards, statements, card operations, PaySafe, card
 * transactions, password and e-mail change, MFA, other): every quoted text and every paraphrased entry,
 * each mapped to the test that triggers it — through the mock server's fault injection
 * (`mockApp.services.faults.add`) where it is a failure, through the seeded or simulated state where it is
 * a business condition — and sees its text on screen. coverage.test.ts checks that every entry has a row,
 * that the test exists with this exact title and that it asserts `text`.
 */

const WALLET = 'src/features/wallet/components/account-panel.test.tsx';
const DEPOSIT = 'src/features/deposit/components/deposit-dialog.test.tsx';
const APPLICATION = 'src/features/card-application/components/card-application-wizard.test.tsx';
const FUNDING = 'src/features/card-funding/components/funding-dialogs.test.tsx';
const STATEMENTS = 'src/features/statements/components/statements.test.tsx';
const CARDS_PANEL = 'src/features/cards/components/cards-panel.test.tsx';
const CARD_DIALOGS = 'src/features/cards/components/card-dialogs.test.tsx';
const PHYSICAL = 'src/features/physical-card/components/physical-card.test.tsx';
const SHARED = 'src/components/shared-components.test.tsx';
const PAYSAFE = 'src/features/paysafe/components/paysafe.test.tsx';
const CARD_TRANSACTIONS = 'src/features/card-transactions/components/card-transaction-history.test.tsx';
const PASSWORD = 'src/features/security/components/change-password-dialog.test.tsx';
const EMAIL = 'src/features/security/components/change-email-dialog.test.tsx';
const MFA = 'src/features/security/components/mfa-dialog.test.tsx';
const REWARDS = 'src/features/referral/components/rewards.test.tsx';
const SESSION = 'src/app/session-gate.test.tsx';
const NOTIFICATIONS = 'src/features/notifications/components/notifications.test.tsx';

const row = (entry: string, text: string, file: string, name: string): CoverageEntry => ({ entry, text, test: { file, name } });

// Shared test titles (several entries are seen by one test).
const T = {
  accountsEmpty: 'says "No available accounts" without accounts and "No crypto currencies available" with only USD',
  activityError: 'shows the activity error with a refresh button, and the empty message',
  bothPending: 'does not open when both models are pending, and says why',
  modelReasons: 'names why a model cannot be chosen: a pending credit application, the debit limit, a pending debit application',
  debitCap: 'offers no 11th debit card, and with a pending credit application asks to complete it first',
  deposited: 'deposits from the USD balance with the spec’s validation and toast',
  fundDefaults: 'says Deposit operation failed or Stake operation failed when the server gives no message',
  refusals: "shows the server's account and currency refusals in the Deposit Failed toast",
  withdrawFailures: "says 'Operation failed' with the server's message, 'Action failed' without one, and the unknown operation",
  unknownErrorRate: "falls back to the fixed rate on 'Unknown error' and pays LOOK at 0.1 with the 0.5 % buffer",
  statementsDefaults: "falls back to 'Failed to fetch statements' and 'Failed to download statement' when the server gives no message",
  statementsError: "shows the list error in a red 'Error' box, and Refresh loads the list again",
  credentials: "says 'Failed to fetch card credentials: …' with the server's message, or 'Failed to fetch credentials'",
  createOrder: "says 'Failed to create order' with the server's reason",
  pin: 'needs 6 digits and a matching confirmation',
  payFailures: 'shows a failure with its message and Retry',
  declines: 'gives the decline reason of deposits, withdrawals and other types',
  emailInUse: 'puts an address already in use on the field',
  mfaSetup: 'maps set-up failures: 404 Service Unavailable, 503, 401 Authentication Required and other 5xx Server Error',
} as const;

export const catalogue02: CoverageEntry[] = [
  // ---- Account overview
  row('Load failure: error text with a Try Again button', 'Balance service is down', WALLET, 'shows the error text with Try Again when balances fail, and recovers'),
  row('Activity load failure: error with a refresh button', 'Ledger unavailable', WALLET, T.activityError),
  row('empty shows a no-transactions message', 'No transactions yet', WALLET, T.activityError),
  row('Top-up error shows the error text', 'Failed to load currencies. Please try again.', DEPOSIT, 'says "Failed to load currencies. Please try again." when the currencies fail'),
  row('no available accounts', 'No available accounts', WALLET, T.accountsEmpty),
  row('No crypto currencies available', 'No crypto currencies available', WALLET, T.accountsEmpty),

  // ---- Card application
  row('application failed (server message or a default)', 'You already have a pending debit card application', APPLICATION, "shows the server's reason when the application fails"),
  row('application failed (server message or a default)', 'Failed to create the card application', APPLICATION, 'says the application failed with the default text when the server gives no reason'),
  row('initialization failed', 'Initialization failed', APPLICATION, 'says the initialization failed when a continued application cannot be read'),
  row('card not found', 'Card not found', APPLICATION, 'says the card was not found when a continued application no longer exists'),
  row('verification failed', 'Verification failed', APPLICATION, 'says the verification failed when its status cannot be read at step 2'),
  row('activation failed', 'Activation failed', APPLICATION, "says the activation failed with the server's reason and keeps the name"),
  row('navigation disabled (shows the rejected or under-review message)', 'Navigation disabled', APPLICATION, 'locks a funded but unapproved application at step 2 with the under-review message'),
  row(
    'navigation disabled (shows the rejected or under-review message)',
    'Your identity verification was rejected. Please contact support.',
    APPLICATION,
    'shows the rejected message and keeps navigation locked',
  ),
  row('unavailable dialog with a reason', 'Card application unavailable', APPLICATION, T.bothPending),
  row('both pending', 'You have pending debit and credit card applications. Please complete them first.', APPLICATION, T.bothPending),
  row('debit limit reached', 'Debit card limit reached', APPLICATION, T.modelReasons),
  row(
    'debit limit with pending credit',
    'You have reached the debit card limit and have a pending credit card application.',
    APPLICATION,
    'does not open with the debit limit reached and a pending credit application, and says why',
  ),
  row('pending applications', 'Please complete your pending applications first.', APPLICATION, T.debitCap),
  row('not available', 'Card application is not available.', APPLICATION, 'says applying is not available before the cards are known'),
  row('currently unavailable', 'Card application is currently unavailable. Please try again later.', APPLICATION, 'says applying is currently unavailable when the cards cannot be loaded'),
  row('pending debit application', 'You have a pending debit card application', APPLICATION, T.modelReasons),
  row('pending credit application', 'You have a pending credit card application', APPLICATION, T.modelReasons),
  row('card type unavailable', 'This card type is currently unavailable', APPLICATION, T.debitCap),
  row(
    'application created',
    'Your card application has been created. Verify your identity to continue.',
    APPLICATION,
    'applies at step 1 only with a model and an agreement that was opened and closed',
  ),
  row('card activated', 'Card activated', APPLICATION, 'continues an unfunded application at step 3, funds it from an account, then activates it with a name'),
  row('URL copied', 'URL copied', APPLICATION, 'opens the verification link, copies it and shows it as a QR code for a phone'),
  row('Deposit Successful', 'Deposit Successful', FUNDING, T.deposited),
  row('Funds have been transferred from your account to the {model} card', 'Funds have been transferred from your account to the debit card', FUNDING, T.deposited),
  row('Deposit Failed', 'Deposit Failed', FUNDING, "shows 'Deposit Failed' with the server's message"),
  row('Failed to fetch account information', 'Failed to fetch account information', FUNDING, "says 'Failed to fetch account information' when the source accounts cannot be loaded"),
  row(
    'Requirements fetch failure falls back to defaults',
    'Minimum deposit $100.00 plus an activation fee of $25.00',
    APPLICATION,
    'falls back to the default requirements when they cannot be fetched',
  ),

  // ---- Statements
  row('Failed to fetch statements', 'Failed to fetch statements', STATEMENTS, T.statementsDefaults),
  row('The list error shows in a red', 'Failed to fetch statements', STATEMENTS, T.statementsError),
  row('Error', 'Error', STATEMENTS, T.statementsError),
  row('Statement Downloaded', 'Statement Downloaded', STATEMENTS, 'downloads a statement as statement-{cycle}-{id}.pdf and says so'),
  row('Download Failed', 'Download Failed', STATEMENTS, "shows 'Download Failed' with the server's message when the download fails"),
  row('Failed to download statement', 'Failed to download statement', STATEMENTS, T.statementsDefaults),

  // ---- Card operations
  row('Operation failed', 'Operation failed', FUNDING, T.withdrawFailures),
  row('Action failed', 'Action failed', FUNDING, T.withdrawFailures),
  row('Action failed', 'Action failed', CARDS_PANEL, "says 'Action failed' when freezing fails without a message"),
  row('Failed to create order', 'Failed to create order', PHYSICAL, T.createOrder),
  row('Failed to fetch credentials', 'Failed to fetch credentials', CARDS_PANEL, T.credentials),
  row('depositOperationFailed', 'Deposit operation failed', FUNDING, T.fundDefaults),
  row('stakeOperationFailed', 'Stake operation failed', FUNDING, T.fundDefaults),
  row('repaymentFailed', 'Repayment failed', FUNDING, 'turns credit-only server messages into the spec’s text'),
  row('operationFailed', 'Operation failed', FUNDING, T.withdrawFailures),
  row('unknownOperation', 'Unknown operation', FUNDING, T.withdrawFailures),
  row('actionFailed', 'Action failed', FUNDING, T.withdrawFailures),
  row('pleaseEnterValidAmount', 'Please enter valid amount', FUNDING, T.deposited),
  row('Account not found for currency', 'Account not found for currency', FUNDING, T.refusals),
  row('No account available for payment', 'No account available for payment', PHYSICAL, T.createOrder),
  row('an unsupported-currency error', 'USDC cannot fund a card', FUNDING, T.refusals),
  row('physicalActivationFailed', 'Physical card activation failed: Physical card has not been shipped yet', CARD_DIALOGS, 'shows physicalActivationFailed with the reason'),
  row('PIN length', 'PIN must be exactly 6 digits', CARD_DIALOGS, T.pin),
  row('mismatch', 'PINs do not match', CARD_DIALOGS, T.pin),
  row('failedToChangePin', 'Failed to change PIN: No activated physical card', CARD_DIALOGS, 'shows failedToChangePin with the reason when the server refuses'),
  row('Failed to fetch card credentials: ...', 'Failed to fetch card credentials: Card vault unavailable', CARDS_PANEL, T.credentials),
  row('Failed to copy to clipboard', 'Failed to copy to clipboard', SHARED, 'says "Failed to copy to clipboard" when the clipboard refuses'),
  row('Errors from manipulating the page temporarily hide the menu for 1 s', 'Card control', CARDS_PANEL, 'hides the menu for 1 s when an action fails'),
  row(
    'Fee fetch failure falls back to base 20.00, shipping 0, processing 0, total 20.00 USD',
    '$20.00 USD',
    PHYSICAL,
    'falls back to 20.00 USD when the fees cannot be loaded, and disables the order without enough balance',
  ),
  // 'Unknown error' is the server's message that triggers the fallback; what the user sees is the fallback figure.
  row('Unknown error', 'You pay about 1005.0000 LOOK', FUNDING, T.unknownErrorRate),
  row('falls back to rate 1.0 for USDT and USDC (amount x1.005) and 0.1 for LOOK, valid 60 s', 'The exchange rate is an estimate for the next 60 seconds.', FUNDING, T.unknownErrorRate),

  // ---- PaySafe
  row('Load, approve and reject failures show the message with Retry', 'Failed to load the pending transaction', PAYSAFE, T.payFailures),
  row('Load, approve and reject failures show the message with Retry', 'Failed to approve the transaction', PAYSAFE, T.payFailures),
  row('Load, approve and reject failures show the message with Retry', 'Failed to reject the transaction', PAYSAFE, 'shows a reject failure with its message and Retry'),

  // ---- Card transactions
  row('Failure shows the error message', 'Card processor unavailable', CARD_TRANSACTIONS, 'shows the error message with a retry, and loads on retry'),
  row('Failed to fetch card transactions', 'Failed to fetch card transactions', CARD_TRANSACTIONS, "falls back to 'Failed to fetch card transactions' when the server gives no message"),
  row('Insufficient funds or card limit exceeded', 'Insufficient funds or card limit exceeded', CARD_TRANSACTIONS, 'shows a declined transaction in red with the reason for its type'),
  row('Invalid deposit source or verification required', 'Invalid deposit source or verification required', CARD_TRANSACTIONS, T.declines),
  row('Withdrawal limit exceeded or account verification needed', 'Withdrawal limit exceeded or account verification needed', CARD_TRANSACTIONS, T.declines),
  row('Transaction could not be processed', 'Transaction could not be processed', CARD_TRANSACTIONS, T.declines),

  // ---- Password and e-mail change
  row('the server message or a current-password-incorrect message in a toast', 'Password was used recently', PASSWORD, "shows the server's message for other refusals"),
  row('the server message or a current-password-incorrect message in a toast', 'Current password is incorrect', PASSWORD, 'shows a current-password-incorrect toast and keeps the input'),
  row('an unexpected-error toast on exception', 'An unexpected error occurred. Please try again.', PASSWORD, 'shows the unexpected-error toast when the request fails'),
  row('already in use', 'This email address is already in use', EMAIL, T.emailInUse),
  row('shows an e-mail-in-use error on the field', 'This email address is already in use', EMAIL, T.emailInUse),
  row('otherwise a toast with the message or a verification-failed message', 'Email domain is not allowed', EMAIL, 'shows other failures in a toast with the message'),
  row('otherwise a toast with the message or a verification-failed message', 'Verification failed. Please try again.', EMAIL, 'shows a verification-failed message when the server gives none'),
  row(
    'A same-email error is also possible',
    'New email must be different from your current email',
    EMAIL,
    "shows 'Email addresses don't match' and the same-email error (case-insensitive) on the fields",
  ),

  // ---- MFA
  row('Service Unavailable', 'Service Unavailable', MFA, T.mfaSetup),
  row('MFA service is currently unavailable. Please contact support.', 'MFA service is currently unavailable. Please contact support.', MFA, T.mfaSetup),
  row('Service Temporarily Unavailable', 'Service Temporarily Unavailable', MFA, T.mfaSetup),
  row('Authentication Required', 'Authentication Required', MFA, T.mfaSetup),
  row('Your session has expired. Please log in again.', 'Your session has expired. Please log in again.', MFA, T.mfaSetup),
  row('Server Error', 'Server Error', MFA, T.mfaSetup),
  row('Server Error', 'Server Error', MFA, 'maps verification failures with status 404, 401 and 500 like the set-up'),
  row('Invalid verification code', 'Invalid verification code', MFA, "shows 'Invalid verification code' for a wrong code"),
  row('A warning shows if no recovery codes exist', 'No recovery codes were generated', MFA, 'warns when no recovery codes exist at all'),
  row('Disable or recovery failures show toasts', 'Could not disable MFA', MFA, 'shows a toast when disabling fails'),
  row('Disable or recovery failures show toasts', 'Could not regenerate recovery codes', MFA, 'shows a toast when regenerating the recovery codes fails'),

  // ---- Other
  row('Referral fetch failure falls back to the local code', 'LOOK7A5E93', REWARDS, 'falls back to the local code on failure and shows a toast when a manual refresh fails'),
  row('Failed to sign out. Please try again.', 'Failed to sign out. Please try again.', SESSION, "keeps the user signed in and says 'Failed to sign out. Please try again.' when sign-out fails"),
  row(
    'Unable to verify email: No email address found in your account. Please try logging in again.',
    'Unable to verify email: No email address found in your account. Please try logging in again.',
    SESSION,
    'offers only sign-out to a signed-in user whose account has no e-mail address',
  ),
  row(
    'Push subscribe with denied permission shows an alert asking the user to enable it in the browser settings',
    'Enable notifications in your browser settings',
    NOTIFICATIONS,
    'counts a denial and asks to enable notifications in the browser settings',
  ),
];
