import { MERCHANT_USD_RATES } from '@contract-kit/rules/card-transactions';

/**
 * Merchants the simulator picks from (seeded): realistic names, cities, ISO countries and the currency they
 * charge in, with a typical amount range in that currency. Foreign merchants make card transactions with FX
 * (the mock server bills them in USD at its reference rates and keeps the original amount in metadata).
 */
export type MerchantCategory = 'coffee' | 'grocery' | 'restaurant' | 'transport' | 'fuel' | 'online' | 'subscription' | 'travel' | 'retail';

export interface CatalogueMerchant {
  name: string;
  city: string;
  country: string;
  currency: string;
  category: MerchantCategory;
  /** Typical amount in `currency` (decimal strings). */
  min: string;
  max: string;
}

export const MERCHANT_CATEGORIES: readonly MerchantCategory[] = ['coffee', 'grocery', 'restaurant', 'transport', 'fuel', 'online', 'subscription', 'travel', 'retail'];

export const MERCHANTS: readonly CatalogueMerchant[] = [
  { name: 'Blue Bottle Coffee', city: 'Oakland', country: 'US', currency: 'USD', category: 'coffee', min: '3.50', max: '9.00' },
  { name: 'Starbucks', city: 'Seattle', country: 'US', currency: 'USD', category: 'coffee', min: '3.25', max: '8.75' },
  { name: 'Pret A Manger', city: 'London', country: 'GB', currency: 'GBP', category: 'coffee', min: '2.80', max: '9.50' },
  { name: 'Louisa Coffee', city: 'Taipei', country: 'TW', currency: 'TWD', category: 'coffee', min: '55', max: '180' },
  { name: 'Whole Foods Market', city: 'Austin', country: 'US', currency: 'USD', category: 'grocery', min: '12.00', max: '140.00' },
  { name: "Trader Joe's", city: 'Pasadena', country: 'US', currency: 'USD', category: 'grocery', min: '9.00', max: '95.00' },
  { name: 'Tesco', city: 'Manchester', country: 'GB', currency: 'GBP', category: 'grocery', min: '6.00', max: '85.00' },
  { name: 'Carrefour', city: 'Paris', country: 'FR', currency: 'EUR', category: 'grocery', min: '8.00', max: '110.00' },
  { name: 'NTUC FairPrice', city: 'Singapore', country: 'SG', currency: 'SGD', category: 'grocery', min: '10.00', max: '160.00' },
  { name: 'Lawson', city: 'Tokyo', country: 'JP', currency: 'JPY', category: 'grocery', min: '300', max: '2500' },
  { name: 'Coles', city: 'Sydney', country: 'AU', currency: 'AUD', category: 'grocery', min: '12.00', max: '150.00' },
  { name: 'Din Tai Fung', city: 'Taipei', country: 'TW', currency: 'TWD', category: 'restaurant', min: '450', max: '2400' },
  { name: 'Ichiran Ramen', city: 'Osaka', country: 'JP', currency: 'JPY', category: 'restaurant', min: '980', max: '3200' },
  { name: 'Shake Shack', city: 'New York', country: 'US', currency: 'USD', category: 'restaurant', min: '11.00', max: '48.00' },
  { name: 'Tim Hortons', city: 'Toronto', country: 'CA', currency: 'CAD', category: 'restaurant', min: '4.00', max: '22.00' },
  { name: "Maxim's Palace", city: 'Hong Kong', country: 'HK', currency: 'HKD', category: 'restaurant', min: '180', max: '900' },
  { name: 'Uber', city: 'San Francisco', country: 'US', currency: 'USD', category: 'transport', min: '8.00', max: '64.00' },
  { name: 'Grab', city: 'Singapore', country: 'SG', currency: 'SGD', category: 'transport', min: '9.00', max: '45.00' },
  { name: 'Transport for London', city: 'London', country: 'GB', currency: 'GBP', category: 'transport', min: '1.75', max: '8.10' },
  { name: 'MTR', city: 'Hong Kong', country: 'HK', currency: 'HKD', category: 'transport', min: '5.00', max: '60.00' },
  { name: 'Shell', city: 'Austin', country: 'US', currency: 'USD', category: 'fuel', min: '25.00', max: '90.00' },
  { name: 'BP', city: 'Birmingham', country: 'GB', currency: 'GBP', category: 'fuel', min: '30.00', max: '95.00' },
  { name: 'Amazon Marketplace', city: 'Seattle', country: 'US', currency: 'USD', category: 'online', min: '9.99', max: '249.99' },
  { name: 'Apple.com', city: 'Cupertino', country: 'US', currency: 'USD', category: 'online', min: '0.99', max: '1299.00' },
  { name: 'Taobao', city: 'Hangzhou', country: 'CN', currency: 'CNY', category: 'online', min: '19.90', max: '899.00' },
  { name: 'Zalando', city: 'Berlin', country: 'DE', currency: 'EUR', category: 'online', min: '19.95', max: '189.00' },
  { name: 'Netflix', city: 'Los Gatos', country: 'US', currency: 'USD', category: 'subscription', min: '6.99', max: '22.99' },
  { name: 'Spotify', city: 'New York', country: 'US', currency: 'USD', category: 'subscription', min: '10.99', max: '16.99' },
  { name: 'Singapore Airlines', city: 'Singapore', country: 'SG', currency: 'SGD', category: 'travel', min: '180.00', max: '1800.00' },
  { name: 'Cathay Pacific', city: 'Hong Kong', country: 'HK', currency: 'HKD', category: 'travel', min: '1200', max: '9800' },
  { name: 'Booking.com', city: 'Amsterdam', country: 'NL', currency: 'EUR', category: 'travel', min: '85.00', max: '640.00' },
  { name: 'Marriott Marquis', city: 'Dubai', country: 'AE', currency: 'AED', category: 'travel', min: '650.00', max: '2400.00' },
  { name: 'Muji', city: 'Shanghai', country: 'CN', currency: 'CNY', category: 'retail', min: '39.00', max: '680.00' },
  { name: 'Olive Young', city: 'Seoul', country: 'KR', currency: 'KRW', category: 'retail', min: '8000', max: '120000' },
  { name: 'Central World', city: 'Bangkok', country: 'TH', currency: 'THB', category: 'retail', min: '250', max: '6500' },
  { name: 'Migros', city: 'Zurich', country: 'CH', currency: 'CHF', category: 'retail', min: '6.00', max: '120.00' },
  { name: 'Uniqlo', city: 'Tokyo', country: 'JP', currency: 'JPY', category: 'retail', min: '990', max: '12900' },
];

/** Cash machines for ATM withdrawals (amounts in local notes). */
export const ATM_OPERATORS: readonly CatalogueMerchant[] = [
  { name: 'Chase ATM', city: 'New York', country: 'US', currency: 'USD', category: 'retail', min: '20', max: '400' },
  { name: 'HSBC ATM', city: 'Hong Kong', country: 'HK', currency: 'HKD', category: 'retail', min: '200', max: '3000' },
  { name: 'DBS ATM', city: 'Singapore', country: 'SG', currency: 'SGD', category: 'retail', min: '50', max: '500' },
  { name: 'Seven Bank ATM', city: 'Tokyo', country: 'JP', currency: 'JPY', category: 'retail', min: '5000', max: '50000' },
  { name: 'Barclays ATM', city: 'London', country: 'GB', currency: 'GBP', category: 'retail', min: '20', max: '300' },
];

/**
 * Merchant currencies the mock server converts (the contract kit's reference rates to USD). Any other currency is
 * refused by the server with 422 UnsupportedCurrency.
 */
export const MERCHANT_CURRENCIES: readonly string[] = Object.keys(MERCHANT_USD_RATES);

/** Whole-unit currencies (no minor unit in practice): amounts are drawn without decimals. */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW']);
