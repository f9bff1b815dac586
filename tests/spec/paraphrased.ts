/**
 * Catalogue entries the specs word as a description rather than a quoted text, a code line or a toast
 * name (those three kinds are in catalogue.ts). Each must be a verbatim passage of that spec's §8
 * (`npm run check:spec -- DIR` verifies it against the documents, so nothing here can drift from the spec), and
 * each needs a row in the error-coverage table (tests/error-coverage/catalogue-0N.ts) whose `entry` is exactly
 * this string.
 */
export const paraphrased01: readonly string[] = [
  'Provider or API errors are recoverable only if the code is a 5xx, timeout, temporary, retry or maintenance',
  'DuplicateEmail gives a user-already-exists message',
  'NoVerificationId and VerificationCodeExpired show a resend prompt',
  'InvalidVerificationFormat asks for a 6-character code',
  'any failure still shows the generic email-sent message',
  'a response matching trust-token or MFA-required text gives an MFA restart message',
  'An empty response gives an invalid-server-response message',
];

export const paraphrased02: readonly string[] = [
  // Account overview
  'Load failure: error text with a Try Again button',
  'Activity load failure: error with a refresh button',
  'empty shows a no-transactions message',
  'Top-up error shows the error text',
  // Card application
  'application failed (server message or a default)',
  'initialization failed',
  'card not found',
  'verification failed',
  'activation failed',
  'navigation disabled (shows the rejected or under-review message)',
  'unavailable dialog with a reason',
  'both pending',
  'debit limit reached',
  'debit limit with pending credit',
  'pending applications',
  'not available',
  'currently unavailable',
  'pending debit application',
  'pending credit application',
  'card type unavailable',
  'application created',
  'card activated',
  'URL copied',
  'Requirements fetch failure falls back to defaults',
  // Statements
  'The list error shows in a red',
  // Card operations
  'depositOperationFailed',
  'stakeOperationFailed',
  'repaymentFailed',
  'operationFailed',
  'unknownOperation',
  'actionFailed',
  'pleaseEnterValidAmount',
  'an unsupported-currency error',
  'PIN length',
  'mismatch',
  'failedToChangePin',
  'Errors from manipulating the page temporarily hide the menu for 1 s',
  'Fee fetch failure falls back to base 20.00, shipping 0, processing 0, total 20.00 USD',
  'falls back to rate 1.0 for USDT and USDC (amount x1.005) and 0.1 for LOOK, valid 60 s',
  // PaySafe
  'Load, approve and reject failures show the message with Retry',
  // Card transactions
  'Failure shows the error message',
  // Password and e-mail change
  'the server message or a current-password-incorrect message in a toast',
  'an unexpected-error toast on exception',
  'shows an e-mail-in-use error on the field',
  'otherwise a toast with the message or a verification-failed message',
  'A same-email error is also possible',
  // MFA
  'A warning shows if no recovery codes exist',
  'Disable or recovery failures show toasts',
  // Other
  'Referral fetch failure falls back to the local code',
  'Push subscribe with denied permission shows an alert asking the user to enable it in the browser settings',
];
