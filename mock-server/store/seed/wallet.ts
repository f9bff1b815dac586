import { createHash } from 'node:crypto';
import { Big, dec, toDecimalString } from '@contract-kit/money';
import type {
  AccountRecord,
  AccountTransactionCategory,
  AccountTransactionRecord,
  BlockchainRecord,
  ChainCurrencyRecord,
  DepositRecord,
  WithdrawalRecord,
  WithdrawalStatusValue,
} from '../records/wallet';
import type { UserRecord } from '../schema';
import type { SeedContext } from './context';

/* ------------------------------------------------------------------------------------------------------------
 * Static catalogue: chains, their currencies, USD rates and the single on-ramp provider.
 * ---------------------------------------------------------------------------------------------------------- */

/** Spec 01 §9: networks Ethereum, Base, BSC, Optimism (ethereum family) and Tron. */
export const BLOCKCHAINS: readonly BlockchainRecord[] = [
  { id: 'tron', eco: 'tron', name: 'Tron', fullname: 'Tron Mainnet', network: 'mainnet', order: 0 },
  { id: 'ethereum', eco: 'ethereum', name: 'Ethereum', fullname: 'Ethereum Mainnet', network: 'mainnet', order: 1 },
  { id: 'base', eco: 'ethereum', name: 'Base', fullname: 'Base Mainnet', network: 'mainnet', order: 2 },
  { id: 'bsc', eco: 'ethereum', name: 'BSC', fullname: 'BNB Smart Chain', network: 'mainnet', order: 3 },
  { id: 'optimism', eco: 'ethereum', name: 'Optimism', fullname: 'OP Mainnet', network: 'mainnet', order: 4 },
];

type CurrencySpec = Omit<ChainCurrencyRecord, 'id' | 'order'>;

/**
 * Currencies per chain. Only enabled currencies with a contract address are withdrawable (spec 01 §5), so:
 * Tron has one withdrawable token (USDT: auto-selected), Base one (USDC), Ethereum three, BSC two, and
 * Optimism none (its tokens are paused) — the "No Withdrawable Tokens" case. Native coins have no contract.
 */
const CURRENCY_SPECS: readonly CurrencySpec[] = [
  { blockchainId: 'tron', symbol: 'USDT', name: 'Tether USD', enable: true, contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  { blockchainId: 'tron', symbol: 'USDC', name: 'USD Coin', enable: false, contractAddress: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' },
  { blockchainId: 'tron', symbol: 'TRX', name: 'Tronix', enable: true, contractAddress: null },
  { blockchainId: 'ethereum', symbol: 'USDT', name: 'Tether USD', enable: true, contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
  { blockchainId: 'ethereum', symbol: 'USDC', name: 'USD Coin', enable: true, contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  { blockchainId: 'ethereum', symbol: 'LOOK', name: 'LOOK token', enable: true, contractAddress: '0x1d2F0da169ceB9fC7B3144628dB156f3F6c60dBE' },
  { blockchainId: 'ethereum', symbol: 'ETH', name: 'Ethereum', enable: true, contractAddress: null },
  { blockchainId: 'base', symbol: 'USDC', name: 'USD Coin', enable: true, contractAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  { blockchainId: 'base', symbol: 'USDT', name: 'Tether USD', enable: false, contractAddress: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2' },
  { blockchainId: 'base', symbol: 'ETH', name: 'Ethereum', enable: true, contractAddress: null },
  { blockchainId: 'bsc', symbol: 'USDT', name: 'Tether USD', enable: true, contractAddress: '0x55d398326f99059fF775485246999027B3197955' },
  { blockchainId: 'bsc', symbol: 'USDC', name: 'USD Coin', enable: true, contractAddress: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' },
  { blockchainId: 'bsc', symbol: 'LOOK', name: 'LOOK token', enable: false, contractAddress: '0x3c1e5f7a9b2d4c6e8f0a1b3d5e7f9a2c4b6d8e0f' },
  { blockchainId: 'bsc', symbol: 'BNB', name: 'BNB', enable: true, contractAddress: null },
  { blockchainId: 'optimism', symbol: 'USDT', name: 'Tether USD', enable: false, contractAddress: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58' },
  { blockchainId: 'optimism', symbol: 'USDC', name: 'USD Coin', enable: false, contractAddress: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' },
  { blockchainId: 'optimism', symbol: 'ETH', name: 'Ethereum', enable: true, contractAddress: null },
];

export const CHAIN_CURRENCIES: readonly ChainCurrencyRecord[] = CURRENCY_SPECS.map((spec, order) => ({
  ...spec,
  id: `${spec.blockchainId}:${spec.symbol}`,
  order,
}));

/** USD value of one unit (the mock's market). Stable across runs so that tests can compute exact figures. */
export const USD_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  USDT: '1',
  USDC: '1',
  LOOK: '0.1',
  ETH: '3150.42',
  BTC: '91234.56',
  TRX: '0.2415',
  BNB: '612.3',
};

/** Names of the currencies (withdrawal records carry currency.name). */
export const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  USD: 'US Dollar',
  USDT: 'Tether USD',
  USDC: 'USD Coin',
  LOOK: 'LOOK token',
  ETH: 'Ethereum',
  BTC: 'Bitcoin',
  TRX: 'Tronix',
  BNB: 'BNB',
};

/** The single on-ramp provider (spec 01 §3, §9: one provider, an order prefix, a test-or-production flag). */
export const ONRAMP_PROVIDER = {
  id: 'onramp-card',
  displayName: 'CardRamp',
  description: 'Buy USDT, USDC and ETH with Visa or Mastercard, delivered straight to your wallet.',
  // Inline (a data: URL), so the logo shows under the production CSP (img-src 'self' data:) without a third-party host.
  logoUrl: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#1f4cbd"/><rect x="8" y="12" width="24" height="16" rx="3" fill="#fff"/><rect x="8" y="16" width="24" height="3" fill="#1f4cbd"/></svg>',
  )}`,
  supportedCurrencies: ['USDT', 'USDC', 'ETH'],
  supportedNetworks: ['tron', 'ethereum', 'base', 'bsc', 'optimism'],
  supportedFiatCurrencies: ['USD', 'EUR', 'GBP'],
  features: ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay'],
  fees: { percentage: '0.035', fixed: '0.99', currency: 'USD' },
  limits: { min: '20.00', max: '5000.00', daily: '10000.00' },
  processingTime: '5-30 minutes',
  kycRequired: true,
  orderPrefix: 'LOOK',
  environment: 'test' as const,
} as const;

/* ------------------------------------------------------------------------------------------------------------
 * Deposit addresses: derived from the user id, so they are valid, stable and the same on every start.
 * The Tron address is the base58check form of the same 20-byte account as the Ethereum one (0x41 prefix).
 * ---------------------------------------------------------------------------------------------------------- */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The Tron form (T…, 34 base58 characters) of a 20-byte account. */
export function tronAddressOf(account: Uint8Array): string {
  const payload = Buffer.concat([Buffer.from([0x41]), Buffer.from(account)]);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58(Buffer.concat([payload, checksum]));
}

/** The user's deposit addresses (spec 01 §3 Addresses: ethereum and tron). */
export function depositAddressesFor(userId: string): { ethereum: string; tron: string } {
  const account = sha256(`lookcard:deposit:${userId}`).subarray(0, 20);
  return { ethereum: `0x${account.toString('hex')}`, tron: tronAddressOf(account) };
}

/** A valid address of the chain family, derived from a label (seeded counterparties). */
export function externalAddress(eco: 'ethereum' | 'tron', label: string): string {
  const account = sha256(`lookcard:external:${label}`).subarray(0, 20);
  return eco === 'tron' ? tronAddressOf(account) : `0x${account.toString('hex')}`;
}

/** A transaction hash as the chain shows it (0x + 64 hex on Ethereum-family chains, 64 hex on Tron). */
export function txHashFor(eco: 'ethereum' | 'tron', label: string): string {
  const hex = sha256(`lookcard:tx:${label}`).toString('hex');
  return eco === 'tron' ? hex : `0x${hex}`;
}

export function ecoOf(blockchainId: string): 'ethereum' | 'tron' {
  return BLOCKCHAINS.find((chain) => chain.id === blockchainId)?.eco ?? 'ethereum';
}

/* ------------------------------------------------------------------------------------------------------------
 * Per-user balances and history.
 * ---------------------------------------------------------------------------------------------------------- */

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
  const at = (fromDays: number, toDays: number) =>
    Math.floor(faker.number.int({ min: start + fromDays * DAY, max: start + toDays * DAY }) / 1000) * 1000;
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
    movements.push({ userId: demo.id, currency: 'USDT', type: 'DEBIT', amount: baseAmount, description: `Exchange ${toDecimalString(baseAmount)} USDT to USD`, category: 'exchange', reference: exchangeRef, at: soldAt });
    movements.push({ userId: demo.id, currency: 'USD', type: 'CREDIT', amount: sold, description: `Exchange ${toDecimalString(baseAmount)} USDT to USD`, category: 'exchange', reference: exchangeRef, at: soldAt });

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

    transfer(demo, friend, faker.helpers.arrayElement(['USDT', 'USDC']), money(5, 60, 2), at(base + 2, base + 29), faker.helpers.arrayElement(['Dinner', 'Concert tickets', undefined, 'Taxi', undefined]));
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
      toAddress,
      description: faker.helpers.arrayElement([null, 'To my hardware wallet', 'Exchange account', null]),
      status: plan.status,
      reason,
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
            deposits.push({ id: `dep-${faker.string.hexadecimal({ length: 12, casing: 'lower', prefix: '' })}`, userId: user.id, currency, amount: toDecimalString(opening), network, address: depositAddressesFor(user.id)[eco], txHash, createdAt: new Date(openedAt).toISOString() });
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
