import { isApiError } from '@/api/errors';
import { dec, fallbackUsdRate, toDecimalString } from '@contract-kit/money';
import { isCardCryptoCurrency } from '@contract-kit/rules/currencies';
import { FALLBACK_QUOTE_VALIDITY_MS, UNKNOWN_ERROR_MESSAGE, type QuotableCurrency } from './card-funding-constants';

/** An exchange quote (spec 02 §3: effectiveRate, amount, baseAmount, type, expiresAt); USD per unit of crypto. */
export interface FundingQuote {
  currency: QuotableCurrency;
  effectiveRate: string;
  /** USD obtained. */
  amount: string;
  /** Crypto needed, before the buffer. */
  baseAmount: string;
  type: 'SELL' | 'BUY';
  expiresAt: string;
  /** The 'Unknown error' fallback of spec 02 §8 rather than a server quote. */
  isFallback: boolean;
}

export const isQuotable = (currency: string | null | undefined): currency is QuotableCurrency => isCardCryptoCurrency(currency);

/** Spec 02 §8: an exchange failure whose message is 'Unknown error' falls back to the fixed rates. */
export function isUnknownQuoteError(error: unknown): boolean {
  const message = isApiError(error) || error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim().toLowerCase() === UNKNOWN_ERROR_MESSAGE.toLowerCase();
}

/** Spec 02 §8 fallback quote: rate 1.0 for USDT and USDC, 0.1 for LOOK, valid 60 s. */
export function fallbackQuote(currency: QuotableCurrency, usdAmount: string, nowMs: number): FundingQuote {
  const effectiveRate = fallbackUsdRate(currency).toFixed();
  return {
    currency,
    effectiveRate,
    amount: usdAmount,
    baseAmount: toDecimalString(dec(usdAmount).div(effectiveRate)),
    type: 'SELL',
    expiresAt: new Date(nowMs + FALLBACK_QUOTE_VALIDITY_MS).toISOString(),
    isFallback: true,
  };
}

/** Milliseconds a quote stays valid (0 once expired or unreadable): the cache keeps it until expiresAt. */
export function msUntilExpiry(quote: Pick<FundingQuote, 'expiresAt'> | undefined, nowMs: number): number {
  if (!quote) return 0;
  const at = Date.parse(quote.expiresAt);
  return Number.isFinite(at) ? Math.max(0, at - nowMs) : 0;
}
