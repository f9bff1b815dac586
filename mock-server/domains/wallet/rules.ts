import { Big, dec } from '@contract-kit/money';
import { ONRAMP_PROVIDER, USD_RATES } from './catalogue';

/**
 * The wallet's own rules (spec 01 §5, §8, §9; spec 02 §8) and the mock market's pricing. The rules the app checks too
 * (withdrawal minimums, address formats, what is withdrawable) are the contract kit's (@contract-kit/rules/wallet).
 */

/** A rolling 24 h withdrawal limit, in USD at the mock's rates (the "limit/exceeded" error of spec 01 §8). */
export const DAILY_WITHDRAWAL_LIMIT_USD = '10000';
/** Exchange spread: 0.5 % (spec 02 §8: fallback amount × 1.005). */
export const EXCHANGE_SPREAD = '0.005';
export const QUOTE_VALIDITY_MS = 60_000;
export const RATE_VALIDITY_MS = 60_000;
export const ONRAMP_SESSION_VALIDITY_MS = 30 * 60_000;
/** At most this many widget sessions per user and minute (RATE_LIMIT_EXCEEDED beyond). */
export const ONRAMP_SESSIONS_PER_MINUTE = 10;

/**
 * The mock networks' withdrawal fees, per chain and currency, in that currency (taken from the amount: what arrives is
 * the amount less the fee). A chain's own coin pays little; a token on Ethereum pays most; LOOK, the issuer's own
 * token, goes free (the issuer pays its network fee), so the spec's 0.001 minimum can be withdrawn.
 */
const WITHDRAWAL_FEES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tron: { USDT: '1.00', USDC: '1.00', TRX: '1.10' },
  ethereum: { USDT: '3.50', USDC: '3.50', LOOK: '0', ETH: '0.0006' },
  base: { USDC: '0.10', USDT: '0.10', ETH: '0.00002' },
  bsc: { USDT: '0.29', USDC: '0.29', LOOK: '0', BNB: '0.0005' },
  optimism: { USDT: '0.15', USDC: '0.15', ETH: '0.00003' },
};

/** The network fee of withdrawing `currency` on `blockchainId`; 0 for a pair the table does not name. */
export function withdrawalFee(blockchainId: string, currency: string): Big {
  return dec(WITHDRAWAL_FEES[blockchainId]?.[currency] ?? '0');
}

/** USD value of one unit of a currency at the mock's rates, or null for an unknown one. */
export function usdRate(symbol: string): Big | null {
  const rate = USD_RATES[symbol];
  return rate === undefined ? null : dec(rate);
}

/** Ethereum addresses are case-insensitive hex; Tron's base58 is case-sensitive. */
export const sameAddress = (eco: 'ethereum' | 'tron', a: string, b: string) => (eco === 'ethereum' ? a.toLowerCase() === b.toLowerCase() : a === b);

/** The rate of `base` in `quote` at the mock's rates (18 decimals), or null. */
export function pairRate(base: string, quote: string): Big | null {
  const b = usdRate(base);
  const q = usdRate(quote);
  if (!b || !q || q.eq(0)) return null;
  return b.div(q).round(18, Big.roundDown);
}

export interface Quote {
  effectiveRate: Big;
  baseAmount: Big;
}

/** SELL: the base needed to obtain `amount` of USD; BUY: the base bought with `amount` of USD. */
export function quote(base: string, type: 'BUY' | 'SELL', amount: Big): Quote | null {
  const rate = usdRate(base);
  if (!rate) return null;
  if (type === 'SELL') {
    const effectiveRate = rate.times(dec('1').minus(EXCHANGE_SPREAD));
    return { effectiveRate, baseAmount: amount.div(effectiveRate).round(6, Big.roundUp) };
  }
  const effectiveRate = rate.times(dec('1').plus(EXCHANGE_SPREAD));
  return { effectiveRate, baseAmount: amount.div(effectiveRate).round(6, Big.roundDown) };
}

/** The provider fee (fiat × percentage + fixed, rounded up to cents) and the crypto delivered for the rest. */
export function onrampOutcome(fiatAmount: string, fiatCurrency: string, cryptoCurrency: string): { fee: Big; cryptoAmount: Big } | null {
  const fiat = dec(fiatAmount);
  const fee = fiat.times(ONRAMP_PROVIDER.fees.percentage).plus(ONRAMP_PROVIDER.fees.fixed).round(2, Big.roundUp);
  const fiatRate = usdRate(fiatCurrency === 'USD' ? 'USD' : fiatCurrency) ?? dec('1');
  const cryptoRate = usdRate(cryptoCurrency);
  if (!cryptoRate) return null;
  const cryptoAmount = fiat.minus(fee).times(fiatRate).div(cryptoRate).round(6, Big.roundDown);
  return { fee, cryptoAmount };
}
