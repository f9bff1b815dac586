import { toDecimalString } from '@contract-kit/money';
import { withdrawalFailureCode, withdrawalReceives } from '@contract-kit/rules/wallet';
import { ONRAMP_PROVIDER } from './catalogue';
import type { AccountTransactionRecord, ChainCurrencyRecord, WithdrawalRecord } from './records';

/** The wallet's records as the contract shows them. */

export const transactionView = (record: AccountTransactionRecord) => ({
  id: record.id,
  type: record.type,
  accountType: record.currency,
  amount: record.amount,
  description: record.description,
  createdAt: record.createdAt,
  category: record.category,
  ...(record.reference ? { reference: record.reference } : {}),
});

export const withdrawalView = (record: WithdrawalRecord) => ({
  id: record.id,
  createdAt: record.createdAt,
  amount: record.amount,
  status: record.status,
  currency: { symbol: record.currency, name: record.currencyName },
  to: { address: record.toAddress },
  blockchainId: record.blockchainId,
  fee: record.fee,
  receiveAmount: toDecimalString(withdrawalReceives(record.amount, record.fee)),
  ...(record.txHash ? { txHash: record.txHash } : {}),
  ...(record.status === 'failed' ? { reasonCode: record.reasonCode ?? withdrawalFailureCode(record.reason ?? '') } : {}),
  ...(record.status === 'failed' && record.reason ? { reason: record.reason } : {}),
});

export const currencyView = (record: ChainCurrencyRecord) => ({
  symbol: record.symbol,
  name: record.name,
  enable: record.enable,
  contractAddress: record.contractAddress,
});

/** Newest first, ties broken by id. */
export const byNewest = <T extends { createdAt: string; id: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The on-ramp provider as GET /api/onramp/providers lists it (without its order prefix and environment). */
export const providerView = () => {
  const { orderPrefix: _prefix, environment: _environment, ...provider } = ONRAMP_PROVIDER;
  return {
    ...provider,
    supportedCurrencies: [...provider.supportedCurrencies],
    supportedNetworks: [...provider.supportedNetworks],
    supportedFiatCurrencies: [...provider.supportedFiatCurrencies],
    features: [...provider.features],
  };
};
