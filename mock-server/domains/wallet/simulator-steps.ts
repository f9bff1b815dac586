import type * as z from 'zod';
import type {
  CompleteSimulatorOnrampOrderBody,
  CompleteSimulatorOnrampOrderParams,
  SetSimulatorWithdrawalStatusBody,
  SetSimulatorWithdrawalStatusParams,
  SimulateDepositBody,
} from '@contract-kit/zod';
import { dec, toDecimalString } from '@contract-kit/money';
import { badRequest, conflict, notFound, ok, ruleError, tooManyDecimals } from '../../core/errors';
import type { Handler } from '../../core/types';
import { depositAddressesFor, randomHex, txHashFor } from '../../store/ids';
import { findUserByEmail } from '../auth/users';
import { ONRAMP_PROVIDER } from './catalogue';
import { emitBalanceChanged, postMovement } from './ledger';
import { onrampOutcome } from './rules';
import { settleWithdrawal } from './withdrawals';

/**
 * The outside world's side of the wallet (development only, contract tag `simulator`): a withdrawal the chain
 * completes or fails, an on-chain deposit arriving at a user's address, and the on-ramp provider completing an order.
 */

export const setSimulatorWithdrawalStatus: Handler<z.infer<typeof SetSimulatorWithdrawalStatusParams>, never, z.infer<typeof SetSimulatorWithdrawalStatusBody>> = (context) =>
  settleWithdrawal(context.store, context.clock, context.emit, context.params.id, context.body.status, context.body.reason, context.body.reasonCode);

export const completeSimulatorOnrampOrder: Handler<z.infer<typeof CompleteSimulatorOnrampOrderParams>, never, z.infer<typeof CompleteSimulatorOnrampOrderBody>> = (context) => {
  const { store, clock, params, body } = context;
  const session = store.get('onrampSessions', params.sessionId);
  if (!session) return notFound('On-ramp session not found');
  if (session.status === 'completed') return conflict('This session has already completed an order');
  if (Date.parse(session.expiresAt) <= clock.nowMs()) return ruleError(422, 'The payment session has expired', 'TRANSACTION_FAILED');
  const fiat = dec(body.fiatAmount);
  const { min, max } = ONRAMP_PROVIDER.limits;
  if (fiat.lt(min) || fiat.gt(max)) return ruleError(422, `Amount must be between ${min} and ${max} ${session.fiatCurrency}`, 'TRANSACTION_FAILED');
  const outcome = onrampOutcome(body.fiatAmount, session.fiatCurrency, session.cryptoCurrency);
  if (!outcome || outcome.cryptoAmount.lte(0)) return ruleError(422, 'Payment could not be processed', 'PAYMENT_FAILED');
  const now = clock.now().toISOString();
  const { account } = postMovement(store, clock, {
    userId: session.userId,
    currency: session.cryptoCurrency,
    type: 'CREDIT',
    amount: outcome.cryptoAmount,
    description: `Card purchase via ${ONRAMP_PROVIDER.displayName} (${toDecimalString(fiat)} ${session.fiatCurrency})`,
    category: 'onramp',
    reference: session.orderId,
  });
  const completed = store.put('onrampSessions', {
    ...session,
    status: 'completed',
    fiatAmount: toDecimalString(fiat),
    fee: toDecimalString(outcome.fee),
    cryptoAmount: toDecimalString(outcome.cryptoAmount),
    completedAt: now,
  });
  context.emit({
    type: 'deposit.credited',
    userId: session.userId,
    id: session.orderId,
    payload: { currency: session.cryptoCurrency, amount: toDecimalString(outcome.cryptoAmount), accountId: account.id },
  });
  emitBalanceChanged(store, context.emit, session.userId);
  return ok({
    success: true,
    data: {
      orderId: completed.orderId,
      sessionId: completed.id,
      status: 'completed',
      fiatAmount: fiat.toFixed(2),
      fiatCurrency: completed.fiatCurrency,
      fee: toDecimalString(outcome.fee),
      cryptoAmount: toDecimalString(outcome.cryptoAmount),
      cryptoCurrency: completed.cryptoCurrency,
      network: completed.network,
      walletAddress: completed.walletAddress,
      completedAt: now,
    },
  });
};

export const simulateDeposit: Handler<never, never, z.infer<typeof SimulateDepositBody>> = (context) => {
  const { store, clock, body } = context;
  if (!body.userId && !body.email) {
    return badRequest('userId or email is required', [{ path: 'body.userId', message: 'userId or email is required' }], 'UserRequired');
  }
  const user = body.userId ? store.get('users', body.userId) : findUserByEmail(store, body.email ?? '');
  if (!user || (body.email && user.email !== body.email.trim().toLowerCase())) return notFound('User not found');
  const chain = store.get('blockchains', body.network);
  const currency = store.get('chainCurrencies', `${body.network}:${body.currency}`);
  if (!chain || !currency?.enable) return ruleError(422, `${body.currency} is not available on ${body.network}`, 'UnsupportedCurrency');
  const precise = tooManyDecimals(body.amount, currency.symbol);
  if (precise) return precise;
  const amount = dec(body.amount);
  const address = depositAddressesFor(user.id)[chain.eco];
  const id = `dep-${randomHex(6)}`;
  const txHash = txHashFor(chain.eco, `${id}:${clock.nowMs()}`);
  const { account } = postMovement(store, clock, {
    userId: user.id,
    currency: currency.symbol,
    type: 'CREDIT',
    amount,
    description: `Deposit on ${chain.name}`,
    category: 'deposit',
    reference: txHash,
  });
  const createdAt = clock.now().toISOString();
  store.put('deposits', { id, userId: user.id, accountId: account.id, currency: currency.symbol, amount: toDecimalString(amount), network: chain.id, address, txHash, createdAt });
  context.emit({ type: 'deposit.credited', userId: user.id, id, payload: { currency: currency.symbol, amount: toDecimalString(amount), accountId: account.id } });
  emitBalanceChanged(store, context.emit, user.id);
  return ok(
    {
      success: true,
      data: { id, userId: user.id, accountId: account.id, currency: currency.symbol, amount: toDecimalString(amount), network: chain.id, address, txHash, balance: account.balance, createdAt },
    },
    201,
  );
};
