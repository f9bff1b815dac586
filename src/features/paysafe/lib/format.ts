import { formatAmount } from '@contract-kit/money';

/**
 * An approval amount in its transaction currency: an ISO 4217 currency through Intl ("$129.99", "€50.00";
 * Intl reads the decimal string exactly), anything else (a crypto symbol) as the amount and the symbol.
 */
export function formatApprovalAmount(amount: string, currency: string, locale: string): string {
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amount as unknown as number);
    } catch {
      // Not a currency Intl knows: shown with its symbol below.
    }
  }
  return `${formatAmount(amount, currency, locale)} ${currency}`;
}
