import type {
  CardModel,
  CardNetwork,
  CardPhysicalStatus,
  CardStatus,
  CardTransactionChannel,
  CardTransactionDeclineCode,
  CardTransactionEntry,
  CardTransactionStatus,
  CardTransactionType,
  CardType,
  CardVerificationStatus,
  PaySafeApprovalStatus,
} from '@contract-kit/model';
import type { ControlSettings, SpendingBuckets } from '@contract-kit/rules/card-controls';

/**
 * Records of the cards domain: cards (with their server-side secrets), card transactions and PaySafe approvals.
 * Money is a decimal string everywhere, as on the wire; card amounts are US dollars with 2 decimals. How balances
 * move: ./ledger.ts.
 */

declare module '../../store/schema' {
  interface Collections {
    cards: CardRecord;
    cardTransactions: CardTransactionRecord;
    paySafeApprovals: PaySafeApprovalRecord;
  }
}

export interface CardDepositBalanceRecord {
  available: string;
  limit: string;
  current: string;
}

export interface CardCreditBalanceRecord {
  limit: string;
  available: string;
  used: string;
  current: string;
}

export interface CardChainAddresses {
  /** Ethereum-family chains (Ethereum, Base, BSC, Optimism): 0x + 40 hex digits. */
  ethereum: string;
  /** Tron: base58check, T + 33 characters. */
  tron: string;
}

/** A debit or credit card (spec 02 §3 Card) with everything the server keeps about it. */
export interface CardRecord {
  id: string;
  userId: string;
  /** Primary name; '' until activateCardNew names the card. */
  name: string;
  lastFourDigits: string;
  model: CardModel;
  type: CardType;
  currency: 'USD';
  network: CardNetwork;
  status: CardStatus;
  /** The literal string 'null' when no physical card was ordered. */
  physicalStatus: CardPhysicalStatus;
  deposit: CardDepositBalanceRecord;
  credit: CardCreditBalanceRecord;
  createdAt: string;
  updatedAt: string;
  activatedAt: string | null;
  frozenAt: string | null;
  /**
   * Full card details. Server side only: never part of a Card view; answered only by getCredentials, for an
   * active card, to its owner, with Cache-Control no-store.
   */
  /** The PAN is sealed on disk (store/secrets.ts); the CVV is never stored (MockServices.cvvOf). */
  credentials: { pan: string; expiry: string };
  /** On-chain deposit (debit) / stake (credit) addresses of the card (getCardAddresses). */
  addresses: CardChainAddresses;
  /** On-chain repayment addresses (credit cards only; getCardRepaymentAddresses). */
  repaymentAddresses: CardChainAddresses | null;
  /** Identity verification of the application (spec 02 §4 wizard step 2); status null = not started. */
  verification: { status: CardVerificationStatus | null; url: string; updatedAt: string | null };
  /**
   * Funding of the application (wizard step 3). The card counts as funded once its funded amount
   * (deposit.current for debit, credit.current for credit) reaches `requiredAmount` (USD, the total the
   * client derives from the requirements); `fundedAt` records when that happened.
   */
  funding: { requiredAmount: string; fundedAt: string | null };
  /** Hash of the PIN set at physical activation (see hashPin); null before. */
  pinHash: string | null;
  /** Id of the physical card order (card-orders), null before one is placed. */
  physicalOrderId: string | null;
  /**
   * The card's own limits and switches (@contract-kit/rules/card-controls). Absent on records written
   * before card controls existed: read through `controlsOf` (./controls.ts).
   */
  controls?: ControlSettings;
  /** What counts towards the limits in the current UTC day and month (null: nothing yet). */
  spending?: SpendingBuckets | null;
}

/** A transaction on a card (spec 02 §3 "Card transaction"; the contract's CardTransaction + owner). */
export interface CardTransactionRecord {
  id: string;
  userId: string;
  cardId: string;
  type: CardTransactionType;
  entry: CardTransactionEntry;
  /** Unsigned amount in USD (the card currency); the direction is `entry`. */
  amount: string;
  currency: 'USD';
  status: CardTransactionStatus;
  transactionDate: string;
  description: string;
  merchant: { name: string; city: string; country: string };
  /** Fees in USD, charged on top of a debit entry and taken off a credit entry. */
  fees: { tx: string; fx: string; atm: string };
  metadata: {
    tid: string;
    /** Amount in the merchant's currency (originalCurrency). */
    originalTransactionAmount: string;
    originalCurrency: string;
    /** What the card was billed: amount + fees (debit) or amount − fees (credit). */
    billAmount: string;
  };
  /** Why a declined or rejected transaction was refused; null otherwise. */
  declineReason: string | null;
  /** The contract's code of that reason (CardTransactionDeclineCode); null otherwise (and on older records). */
  declineCode?: CardTransactionDeclineCode | null;
  /** How the card was used (purchases and ATM withdrawals); null otherwise (and on older records). */
  channel?: CardTransactionChannel | null;
  /**
   * The merchant's category code (ISO 18245) of a merchant transaction (purchase, refund, reversal, ATM withdrawal;
   * @contract-kit/rules/merchant-categories); null otherwise (and absent on older records).
   */
  mcc?: string | null;
  /** Insertion order (newest first ties on transactionDate break on it). */
  sequence: number;
}

/** A payment waiting for the cardholder's approval (spec 02 §3 "PaySafe approval"). */
export interface PaySafeApprovalRecord {
  id: string;
  userId: string;
  cardId: string;
  merchantName: string;
  transactionAmount: string;
  transactionCurrency: string;
  createdAt: string;
  expiredAt: string;
  status: PaySafeApprovalStatus;
  ref: string;
  /** When it was approved, rejected or expired. */
  decidedAt: string | null;
}
