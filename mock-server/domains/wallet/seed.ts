import { Big, dec, toDecimalString } from '@contract-kit/money';
import { withdrawalFailureCode } from '@contract-kit/rules/wallet';
import type { SeedContext } from '../../store/seed/context';
import { depositAddressesFor, externalAddress, txHashFor } from '../../store/ids';
import type { UserRecord } from '../../store/schema';
import { BLOCKCHAINS, CHAIN_CURRENCIES, CURRENCY_NAMES, ecoOf, ONRAMP_PROVIDER } from './catalogue';
import { withdrawalFee } from './rules';
import type { AccountRecord, AccountTransactionCategory, AccountTransactionRecord, DepositRecord, WithdrawalRecord, WithdrawalStatusValue } from './records';

/**
 * The wallet's seed (same data for the same seed): chains and currencies, the seeded users' availability, and accounts
 * with months of history — deposits, exchanges, on-ramp purchases, transfers and withdrawals in every status — whose
 * final balances are the documented ones.
 */
/** Final balances of the seeded users (ARCHITECTURE: demo at least 2,500 USDT, 1,200 USDC, 50,000 LOOK, …). */
export const SEEDED_BALANCES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'demo@example.com': { USDT: '2500.00', USDC: '1200.00', LOOK: '50000.00', ETH: '1.5', BTC: '0.05', USD: '800.00' },
  'friend@example.com': { USDT: '320.50', USDC: '150.00', LOOK: '1200.00', ETH: '0.25', USD: '40.00' },
  'newcomer@example.com': { USDT: '500.00', USDC: '200.00', USD: '100.00' },
  'mfa@example.com': { USDT: '1000.00', ETH: '0.5', USD: '200.00' },
  'unverified@example.com': { USDT: '0', USD: '0' },
};

/**
 * Per-user availability (spec 01 §6), set on the user record: friend@example.com cannot withdraw and
 * newcomer@example.com cannot use the on-ramp; everyone else can do both.
 */
export const SEEDED_AVAILABILITY: Readonly<Record<string, { withdrawal?: string; onramp?: string }>> = {
  'friend@example.com': { withdrawal: 'Withdrawals are disabled until your identity is verified' },
  'newcomer@example.com': { onramp: 'Service not available in your region' },
};

const DAY = 86_400_000;
const HISTORY_DAYS = 180;

interface Movement {
  userId: string;
  currency: string;
  type: 'CREDIT' | 'DEBIT';
  amount: Big;
  description: string;
  category: AccountTransactionCategory;
  reference?: string;
  at: number;
}

/** Builds the wallet seed: chains, currencies, accounts with months of history, deposits and withdrawals. */
export function seedWallet(context: SeedContext): void {
  const { faker, anchor } = context;
  const end = anchor.getTime();
  const start = end - HISTORY_DAYS * DAY;

  for (const chain of BLOCKCHAINS) context.add('blockchains', { ...chain });
  for (const currency of CHAIN_CURRENCIES) context.add('chainCurrencies', { ...currency });

  for (const [email, reasons] of Object.entries(SEEDED_AVAILABILITY)) {
    const user = context.users.find((candidate) => candidate.email === email) as UserRecord | undefined;
    if (!user) continue;
    // Availability is wallet data that lives on the user record (store/schema.ts UserRecord).
    if (reasons.withdrawal) {
      user.withdrawalAvailable = false;
      user.withdrawalReason = reasons.withdrawal;
    }
    if (reasons.onramp) {
      user.onrampAvailable = false;
      user.onrampReason = reasons.onramp;
    }
  }

  const movements: Movement[] = [];
  const deposits: Omit<DepositRecord, 'accountId'>[] = [];
  const withdrawals: Omit<WithdrawalRecord, 'accountId'>[] = [];
  const at = (fromDays: number, toDays: number) => Math.floor(faker.number.int({ min: start + fromDays * DAY, max: start + toDays * DAY }) / 1000) * 1000;
  const money = (min: number, max: number, decimals: number) => dec(faker.finance.amount({ min, max, dec: decimals }));

  const demo = context.userByEmail('demo@example.com');
  const friend = context.userByEmail('friend@example.com');
  const newcomer = context.userByEmail('newcomer@example.com');

  const deposit = (user: UserRecord, currency: string, network: string, amount: Big, when: number) => {
    const eco = ecoOf(network);
    const txHash = txHashFor(eco, `${user.id}:${currency}:${when}:${amount.toFixed()}`);
    const id = `dep-${faker.string.hexadecimal({ length: 12, casing: 'lower', prefix: '' })}`;
    const address = depositAddressesFor(user.id)[eco];
    deposits.push({ id, userId: user.id, currency, amount: toDecimalString(amount), network, address, txHash, createdAt: new Date(when).toISOString() });
    const chainName = BLOCKCHAINS.find((chain) => chain.id === network)?.name ?? network;
    movements.push({ userId: user.id, currency, type: 'CREDIT', amount, description: `Deposit on ${chainName}`, category: 'deposit', reference: txHash, at: when });
  };

  const transfer = (from: UserRecord, to: UserRecord, currency: string, amount: Big, when: number, note?: string) => {
    const reference = `trf-${faker.string.hexadecimal({ length: 12, casing: 'lower', prefix: '' })}`;
    const suffix = note ? `: ${note}` : '';
    movements.push({ userId: from.id, currency, type: 'DEBIT', amount, description: `Transfer to ${to.email}${suffix}`, category: 'transfer', reference, at: when });
    movements.push({ userId: to.id, currency, type: 'CREDIT', amount, description: `Transfer from ${from.email}${suffix}`, category: 'transfer', reference, at: when });
  };

  // Demo: the bulk of the history. Deposits every few weeks, exchanges, purchases, transfers with friend.
  for (let month = 0; month < 6; month++) {
    const base = month * 30;
    deposit(demo, 'USDT', faker.helpers.arrayElement(['tron', 'ethereum', 'bsc']), money(150, 600, 2), at(base + 1, base + 10));
    deposit(demo, 'USDC', faker.helpers.arrayElement(['ethereum', 'base']), money(80, 300, 2), at(base + 5, base + 20));
    if (month % 2 === 0) deposit(demo, 'LOOK', 'ethereum', money(1500, 6000, 2), at(base + 8, base + 25));
    if (month % 3 === 1) deposit(demo, 'ETH', faker.helpers.arrayElement(['ethereum', 'base']), money(0.05, 0.3, 4), at(base + 3, base + 28));

    const sold = money(40, 180, 2);
    const soldAt = at(base + 12, base + 26);
    const exchangeRef = `ex-${faker.string.hexadecimal({ length: 12, casing: 'lower', prefix: '' })}`;
    const baseAmount = sold.div(dec('0.995')).round(6, Big.roundUp);
    movements.push({
      userId: demo.id,
      currency: 'USDT',
      type: 'DEBIT',
      amount: baseAmount,
      description: `Exchange ${toDecimalString(baseAmount)} USDT to USD`,
      category: 'exchange',
      reference: exchangeRef,
      at: soldAt,
    });
    movements.push({
      userId: demo.id,
      currency: 'USD',
      type: 'CREDIT',
      amount: sold,
      description: `Exchange ${toDecimalString(baseAmount)} USDT to USD`,
      category: 'exchange',
      reference: exchangeRef,
      at: soldAt,
    });

    const paid = money(50, 200, 2);
    const fee = paid.times(ONRAMP_PROVIDER.fees.percentage).plus(ONRAMP_PROVIDER.fees.fixed).round(2, Big.roundUp);
    const orderId = `${ONRAMP_PROVIDER.orderPrefix}-${faker.string.alphanumeric({ length: 12, casing: 'upper' })}`;
    movements.push({
      userId: demo.id,
      currency: 'USDT',
      type: 'CREDIT',
      amount: paid.minus(fee),
      description: `Card purchase via ${ONRAMP_PROVIDER.displayName} (${toDecimalString(paid)} USD)`,
      category: 'onramp',
      reference: orderId,
      at: at(base + 14, base + 29),
    });

    transfer(
      demo,
      friend,
      faker.helpers.arrayElement(['USDT', 'USDC']),
      money(5, 60, 2),
      at(base + 2, base + 29),
      faker.helpers.arrayElement(['Dinner', 'Concert tickets', undefined, 'Taxi', undefined]),
    );
    if (month % 2 === 1) transfer(friend, demo, 'USDT', money(5, 40, 2), at(base + 2, base + 29), faker.helpers.arrayElement(['Thanks!', undefined, 'Lunch']));
  }
  deposit(friend, 'USDC', 'base', money(50, 120, 2), at(20, 60));
  deposit(friend, 'ETH', 'ethereum', money(0.05, 0.1, 4), at(40, 90));
  deposit(newcomer, 'USDT', 'tron', dec('300.00'), end - 3 * DAY);

  // Demo withdrawals in every status, more than one page of 10 (Load More).
  const withdrawalPlan: { currency: string; chain: string; status: WithdrawalStatusValue; min: number; max: number; days: number }[] = [
    { currency: 'USDT', chain: 'tron', status: 'completed', min: 50, max: 250, days: 12 },
    { currency: 'USDC', chain: 'ethereum', status: 'completed', min: 20, max: 120, days: 27 },
    { currency: 'USDT', chain: 'ethereum', status: 'failed', min: 40, max: 200, days: 35 },
    { currency: 'LOOK', chain: 'ethereum', status: 'completed', min: 500, max: 2500, days: 48 },
    { currency: 'USDT', chain: 'tron', status: 'completed', min: 25, max: 150, days: 63 },
    { currency: 'USDC', chain: 'base', status: 'completed', min: 15, max: 90, days: 77 },
    { currency: 'USDT', chain: 'bsc', status: 'failed', min: 30, max: 100, days: 92 },
    { currency: 'USDT', chain: 'tron', status: 'completed', min: 60, max: 300, days: 104 },
    { currency: 'USDC', chain: 'ethereum', status: 'completed', min: 20, max: 80, days: 121 },
    { currency: 'LOOK', chain: 'ethereum', status: 'completed', min: 800, max: 3000, days: 139 },
    { currency: 'USDT', chain: 'tron', status: 'failed', min: 20, max: 60, days: 158 },
    { currency: 'USDC', chain: 'bsc', status: 'completed', min: 20, max: 70, days: 166 },
    { currency: 'USDT', chain: 'tron', status: 'processing', min: 40, max: 120, days: 178 },
    { currency: 'USDC', chain: 'ethereum', status: 'processing', min: 25, max: 75, days: 179 },
  ];
  const FAILURE_REASONS = ['Destination address rejected by the network', 'Transaction reverted on chain', 'Compliance review declined the transfer'];
  for (const plan of withdrawalPlan) {
    const eco = ecoOf(plan.chain);
    const amount = money(plan.min, plan.max, 2);
    const created = Math.min(at(plan.days, plan.days + 1), end - 60_000);
    const id = `wd-${faker.string.hexadecimal({ length: 12, casing: 'lower', prefix: '' })}`;
    const toAddress = externalAddress(eco, `${demo.id}:${plan.chain}:${plan.days}`);
    const chainName = BLOCKCHAINS.find((chain) => chain.id === plan.chain)?.name ?? plan.chain;
    const finished = Math.min(created + faker.number.int({ min: 5, max: 90 }) * 60_000, end);
    const reason = plan.status === 'failed' ? faker.helpers.arrayElement(FAILURE_REASONS) : null;
    withdrawals.push({
      id,
      userId: demo.id,
      blockchainId: plan.chain,
      currency: plan.currency,
      currencyName: CURRENCY_NAMES[plan.currency] ?? plan.currency,
      amount: toDecimalString(amount),
      fee: withdrawalFee(plan.chain, plan.currency).toFixed(),
      toAddress,
      description: faker.helpers.arrayElement([null, 'To my hardware wallet', 'Exchange account', null]),
      status: plan.status,
      reason,
      reasonCode: reason ? withdrawalFailureCode(reason) : null,
      txHash: plan.status === 'completed' ? txHashFor(eco, id) : null,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(plan.status === 'processing' ? created : finished).toISOString(),
    });
    movements.push({ userId: demo.id, currency: plan.currency, type: 'DEBIT', amount, description: `Withdrawal to ${toAddress} (${chainName})`, category: 'withdrawal', reference: id, at: created });
    if (plan.status === 'failed') {
      movements.push({ userId: demo.id, currency: plan.currency, type: 'CREDIT', amount, description: `Refund of failed withdrawal ${id}`, category: 'withdrawal', reference: id, at: finished });
    }
  }

  // Accounts: an opening deposit makes each final balance exactly the target (and no running balance negative).
  let seq = 0;
  const transactions: Omit<AccountTransactionRecord, 'seq'>[] = [];
  for (const user of context.users) {
    const targets = SEEDED_BALANCES[user.email];
    if (!targets) continue;
    const currencies = [...new Set([...Object.keys(targets), ...movements.filter((m) => m.userId === user.id).map((m) => m.currency)])];
    for (const currency of currencies) {
      const target = dec(targets[currency] ?? '0');
      const own = movements.filter((m) => m.userId === user.id && m.currency === currency).sort((a, b) => a.at - b.at);
      let running = new Big(0);
      let lowest = new Big(0);
      for (const m of own) {
        running = m.type === 'CREDIT' ? running.plus(m.amount) : running.minus(m.amount);
        if (running.lt(lowest)) lowest = running;
      }
      // Normally target − net; never so low that the history would overdraw the account (then the final
      // balance ends a little above the target — the targets are minimums).
      let opening = target.minus(running);
      if (opening.lt(lowest.times(-1))) opening = lowest.times(-1);
      const finalBalance = opening.plus(running);
      const openedAt = start - DAY;
      const accountId = `acc-${currency.toLowerCase()}-${faker.string.hexadecimal({ length: 8, casing: 'lower', prefix: '' })}`;
      const createdAt = new Date(Date.parse(user.createdAt) < openedAt ? Date.parse(user.createdAt) : openedAt - DAY).toISOString();
      if (opening.gt(0)) {
        if (currency === 'USD') {
          own.unshift({ userId: user.id, currency, type: 'CREDIT', amount: opening, description: 'Opening balance', category: 'adjustment', at: openedAt });
        } else {
          const network = currency === 'USDT' ? 'tron' : currency === 'BTC' ? 'ethereum' : 'ethereum';
          const eco = ecoOf(network);
          const txHash = txHashFor(eco, `${user.id}:${currency}:opening`);
          if (currency !== 'BTC') {
            deposits.push({
              id: `dep-${faker.string.hexadecimal({ length: 12, casing: 'lower', prefix: '' })}`,
              userId: user.id,
              currency,
              amount: toDecimalString(opening),
              network,
              address: depositAddressesFor(user.id)[eco],
              txHash,
              createdAt: new Date(openedAt).toISOString(),
            });
          }
          own.unshift({
            userId: user.id,
            currency,
            type: 'CREDIT',
            amount: opening,
            description: currency === 'BTC' ? 'Transfer in from LookCard Custody' : `Deposit on ${BLOCKCHAINS.find((c) => c.id === network)?.name ?? network}`,
            category: currency === 'BTC' ? 'adjustment' : 'deposit',
            reference: txHash,
            at: openedAt,
          });
        }
      }
      const account: AccountRecord = {
        id: accountId,
        userId: user.id,
        currency,
        balance: toDecimalString(finalBalance),
        alias: `${currency} account`,
        createdAt,
        updatedAt: new Date(own.at(-1)?.at ?? Date.parse(createdAt)).toISOString(),
      };
      context.add('accounts', account);
      for (const m of own) {
        transactions.push({
          id: `atx-${faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })}`,
          userId: user.id,
          accountId,
          currency,
          type: m.type,
          amount: toDecimalString(m.amount),
          description: m.description.slice(0, 255),
          category: m.category,
          ...(m.reference ? { reference: m.reference } : {}),
          createdAt: new Date(m.at).toISOString(),
        });
      }
      for (const d of deposits) if (d.userId === user.id && d.currency === currency) context.add('deposits', { ...d, accountId });
      for (const w of withdrawals) if (w.userId === user.id && w.currency === currency) context.add('withdrawals', { ...w, accountId });
    }
  }
  transactions.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  for (const transaction of transactions) context.add('accountTransactions', { ...transaction, seq: ++seq });
}
