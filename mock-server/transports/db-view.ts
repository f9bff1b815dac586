import type { CollectionName, Collections } from '../store/schema';
import type { Snapshot } from '../store/store';
import '../domains/auth/records';
import '../identity/records';
import '../domains/card-funding/records';
import '../domains/cards/records';
import '../domains/devices/records';
import '../domains/security/records';
import '../domains/statements/records';
import '../domains/wallet/records';

/**
 * What /__db shows of the store: an allow-list of fields per collection. A field or collection that is not listed
 * is not shown — so a secret added later stays hidden until someone decides otherwise. Never listed: card numbers,
 * CVVs and PIN hashes (cards.credentials, cards.pinHash), password hashes, MFA secrets (users, mfaSetups), recovery
 * codes, session ids, reset and verification ids and codes (the ids of passwordResets, emailVerifications,
 * emailChanges and mfaChallenges are themselves the secrets), trust tokens, mail bodies (they carry codes and reset
 * links: read them at GET /api/simulator/outbox), push subscription keys.
 */
type FieldsOf<K extends CollectionName> = readonly (keyof Collections[K] & string)[];
type View = { readonly [K in CollectionName]?: FieldsOf<K> };

export const DB_VIEW: View = {
  users: [
    'id',
    'profileId',
    'email',
    'username',
    'fullname',
    'verified',
    'mfaEnabled',
    'language',
    'referralCode',
    'createdAt',
    'withdrawalAvailable',
    'withdrawalReason',
    'onrampAvailable',
    'onrampReason',
  ],
  sessions: ['publicId', 'userId', 'createdAt', 'expiresAt', 'userAgent', 'lastActiveAt'],
  outbox: ['id', 'to', 'subject', 'createdAt'],
  meta: ['id', 'value'],
  // auth
  emailVerifications: ['userId', 'email', 'createdAt', 'expiresAt'],
  mfaChallenges: ['userId', 'createdAt', 'expiresAt', 'verifiedAt'],
  passwordResets: ['userId', 'email', 'createdAt', 'expiresAt', 'usedAt'],
  authThrottles: ['id', 'attempts', 'lockedUntil'],
  // security
  mfaSetups: ['userId', 'createdAt', 'expiresAt'],
  emailChanges: ['userId', 'newEmail', 'failedAttempts', 'createdAt', 'expiresAt', 'sentAt'],
  pushSubscriptions: ['userId', 'profileId', 'expirationTime', 'createdAt', 'updatedAt'],
  securityAttempts: ['id', 'userId', 'kind', 'failures', 'windowStartedAt'],
  // devices
  knownDevices: ['userId', 'firstSeenAt', 'lastSeenAt'],
  // wallet
  accounts: ['id', 'userId', 'currency', 'balance', 'alias', 'createdAt', 'updatedAt'],
  accountTransactions: ['id', 'userId', 'accountId', 'currency', 'type', 'amount', 'description', 'category', 'reference', 'createdAt', 'seq'],
  blockchains: ['id', 'eco', 'name', 'fullname', 'network', 'order'],
  chainCurrencies: ['id', 'blockchainId', 'symbol', 'name', 'enable', 'contractAddress', 'order'],
  withdrawals: ['id', 'userId', 'accountId', 'blockchainId', 'currency', 'currencyName', 'amount', 'toAddress', 'description', 'status', 'reason', 'txHash', 'createdAt', 'updatedAt'],
  deposits: ['id', 'userId', 'accountId', 'currency', 'amount', 'network', 'address', 'txHash', 'createdAt'],
  exchangeQuotes: ['id', 'userId', 'baseCurrencyId', 'quoteCurrencyId', 'type', 'amount', 'baseAmount', 'effectiveRate', 'createdAt', 'expiresAt', 'usedAt'],
  onrampSessions: [
    'id',
    'userId',
    'providerId',
    'cryptoCurrency',
    'network',
    'fiatCurrency',
    'fiatAmount',
    'walletAddress',
    'theme',
    'language',
    'orderId',
    'status',
    'fee',
    'cryptoAmount',
    'createdAt',
    'expiresAt',
    'completedAt',
  ],
  // cards
  cards: [
    'id',
    'userId',
    'name',
    'lastFourDigits',
    'model',
    'type',
    'currency',
    'network',
    'status',
    'physicalStatus',
    'deposit',
    'credit',
    'createdAt',
    'updatedAt',
    'activatedAt',
    'frozenAt',
    'addresses',
    'repaymentAddresses',
    'verification',
    'funding',
    'physicalOrderId',
    'controls',
    'spending',
  ],
  cardTransactions: [
    'id',
    'userId',
    'cardId',
    'type',
    'entry',
    'amount',
    'currency',
    'status',
    'transactionDate',
    'description',
    'merchant',
    'fees',
    'metadata',
    'declineReason',
    'declineCode',
    'channel',
    'sequence',
  ],
  paySafeApprovals: ['id', 'userId', 'cardId', 'merchantName', 'transactionAmount', 'transactionCurrency', 'createdAt', 'expiredAt', 'status', 'ref', 'decidedAt'],
  cardOrders: ['id', 'userId', 'cardId', 'status', 'cardDesign', 'shippingMethod', 'fees', 'createdAt', 'updatedAt'],
  cardOperations: ['id', 'userId', 'cardId', 'operation', 'amount', 'currency', 'sourceAmount', 'accountId', 'reference', 'cardTransactionId', 'accountTransactionId', 'createdAt'],
  cardOnchainDeposits: ['id', 'userId', 'cardId', 'purpose', 'currency', 'amount', 'network', 'address', 'txHash', 'usdAmount', 'fee', 'creditedAmount', 'refundedAmount', 'createdAt'],
  statements: ['id', 'userId', 'cardId', 'cycle', 'startDate', 'endDate', 'dueDate', 'status', 'createdAt', 'closedAt'],
};

/** The allowed fields of one record (a fresh object: the store's records are never handed out). */
function project(record: object, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(record, field)) out[field] = structuredClone((record as Record<string, unknown>)[field]);
  return out;
}

/** The store as /__db shows it: only the allowed collections and fields. */
export function dbView(snapshot: Snapshot): Record<string, Record<string, unknown>[]> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [name, fields] of Object.entries(DB_VIEW) as [string, readonly string[]][]) {
    out[name] = (snapshot[name] ?? []).map((record) => project(record, fields));
  }
  return out;
}

/** Collections the store has that /__db does not show at all. */
export const hiddenCollections = (snapshot: Snapshot): string[] =>
  Object.keys(snapshot)
    .filter((name) => !(name in DB_VIEW))
    .sort();
