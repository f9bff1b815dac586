import type { CardFundingCurrency, CardOperationType, CardPhysicalStatus, CardShippingMethod, SimulatorCardOnchainCurrency, SimulatorCardOnchainPurpose } from '@contract-kit/model';

/**
 * Records of the card-funding domain: physical card orders, funding operations (deposit, stake, withdraw,
 * unstake, repayment — kept for idempotent references and the audit trail) and on-chain transfers to card
 * addresses. Money is a decimal string everywhere, as on the wire; card-side amounts are US dollars.
 */

declare module '../../store/schema' {
  interface Collections {
    cardOrders: CardOrderRecord;
    cardOperations: CardOperationRecord;
    cardOnchainDeposits: CardOnchainDepositRecord;
  }
}

export interface CardOrderFeesRecord {
  baseFee: string;
  shippingFee: string;
  processingFee: string;
  totalFee: string;
  currency: 'USD';
}

/** A physical card order (spec 02 §3 "Order form"); its status mirrors the card's physicalStatus. */
export interface CardOrderRecord {
  id: string;
  userId: string;
  cardId: string;
  status: Exclude<CardPhysicalStatus, 'null'>;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dialCode: string;
  email: string;
  cardDesign: string | null;
  shippingAddress: { line1: string; line2: string | null; city: string; postalCode: string; country: string };
  shippingMethod: CardShippingMethod;
  routing: string;
  fees: CardOrderFeesRecord;
  /** What was charged: the source account, its currency and the amount in that currency. */
  payment: { fromAccountId: string; fromCurrencyId: CardFundingCurrency; amount: string };
  createdAt: string;
  updatedAt: string;
}

/** One funding operation between the user's accounts and a card. */
export interface CardOperationRecord {
  id: string;
  userId: string;
  cardId: string;
  operation: CardOperationType;
  /** US dollars moved on the card. */
  amount: string;
  /** The account side: its currency and the amount in that currency (crypto at the SELL quote). */
  currency: CardFundingCurrency;
  sourceAmount: string;
  accountId: string;
  /** Client reference (DEPOSIT_…, STAKE_…): a repeated one on the same card answers 409. */
  reference: string | null;
  cardTransactionId: string;
  accountTransactionId: string;
  createdAt: string;
}

/** An on-chain transfer to one of a card's addresses (simulator step). */
export interface CardOnchainDepositRecord {
  id: string;
  userId: string;
  cardId: string;
  purpose: SimulatorCardOnchainPurpose;
  currency: SimulatorCardOnchainCurrency;
  amount: string;
  network: string;
  address: string;
  txHash: string;
  usdAmount: string;
  fee: string;
  creditedAmount: string;
  refundedAmount: string;
  createdAt: string;
}
