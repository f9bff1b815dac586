import { MerchantCategory } from '../enums';
import type { CardTransactionType } from '../model';

/**
 * Merchant categories (beyond the spec): which spending category a card transaction's merchant
 * category code (MCC, ISO 18245) belongs to — the contract's MerchantCategory with its `x-mcc-ranges`
 * (contracts/schemas/statements.yaml; merchant-categories.test.ts holds the two equal) — and the code a merchant
 * gets when the card processor names none. The mock server records the code and shows its category on every card
 * transaction; the spending insights (./spending-insights.ts) add up by it; the app names the categories.
 */

/** Every category, in the contract's order (the order ties are shown in): the contract's enum itself. */
export const MERCHANT_CATEGORIES: readonly MerchantCategory[] = Object.values(MerchantCategory);

/** Whether `value` names a category (the contract's MerchantCategory, exactly: `Groceries` does not). */
export const isMerchantCategory = (value: string): value is MerchantCategory => (MERCHANT_CATEGORIES as readonly string[]).includes(value);

/** The codes of each category as inclusive ranges [first, last] (a single code is [code, code]); `other` is the rest. */
export const MCC_RANGES: Readonly<Record<Exclude<MerchantCategory, 'other'>, readonly (readonly [number, number])[]>> = {
  groceries: [
    [5411, 5411],
    [5422, 5499],
  ],
  restaurants: [[5811, 5814]],
  transport: [
    [4111, 4111],
    [4121, 4121],
    [4131, 4131],
    [4784, 4784],
    [4789, 4789],
    [5541, 5542],
    [7523, 7523],
  ],
  travel: [
    [3000, 3999],
    [4112, 4112],
    [4411, 4411],
    [4511, 4511],
    [4582, 4582],
    [4722, 4722],
    [7011, 7012],
    [7512, 7512],
  ],
  shopping: [
    [5200, 5399],
    [5600, 5735],
    [5900, 5999],
  ],
  entertainment: [
    [4899, 4899],
    [5815, 5818],
    [7800, 7999],
  ],
  utilities: [
    [4812, 4816],
    [4900, 4900],
  ],
  cash: [
    [6010, 6011],
    [6051, 6051],
  ],
};

const MCC_PATTERN = /^\d{4}$/;

export const isMcc = (value: string): boolean => MCC_PATTERN.test(value);

/** The category of a merchant category code (`other` for a code in no range). */
export function categoryOfMcc(mcc: string): MerchantCategory {
  if (!isMcc(mcc)) throw new Error(`merchant-categories: "${mcc}" is not a merchant category code`);
  const code = Number(mcc);
  for (const category of MERCHANT_CATEGORIES) {
    if (category === 'other') continue;
    if (MCC_RANGES[category].some(([first, last]) => code >= first && code <= last)) return category;
  }
  return 'other';
}

/** The code of an ATM (cash at an automated teller machine). */
export const ATM_MCC = '6011';
/** Other retail: a merchant transaction whose merchant is not known. */
export const GENERIC_MERCHANT_MCC = '5999';

/**
 * The codes of merchants the mock server's seed and the simulator's catalogue use (by name): the code a card
 * transaction at one of them gets when the processor names none.
 */
export const KNOWN_MERCHANT_MCCS: Readonly<Record<string, string>> = {
  // groceries
  'Whole Foods Market': '5411',
  "Trader Joe's": '5411',
  'Costco Wholesale': '5300',
  Monoprix: '5411',
  Tesco: '5411',
  'Tesco Express': '5411',
  Carrefour: '5411',
  'NTUC FairPrice': '5411',
  Lawson: '5499',
  Coles: '5411',
  // restaurants and coffee
  'Blue Bottle Coffee': '5814',
  Starbucks: '5814',
  'Pret A Manger': '5814',
  'Louisa Coffee': '5814',
  Chipotle: '5814',
  "Le Relais de l'Entrecôte": '5812',
  'Din Tai Fung': '5812',
  'Ichiran Ramen': '5812',
  'Shake Shack': '5814',
  'Tim Hortons': '5814',
  "Maxim's Palace": '5812',
  // transport
  Uber: '4121',
  Lyft: '4121',
  Grab: '4121',
  'Transport for London': '4111',
  MTR: '4111',
  Shell: '5541',
  BP: '5541',
  // travel
  'SNCF Voyageurs': '4112',
  'United Airlines': '4511',
  'Singapore Airlines': '4511',
  'Cathay Pacific': '4511',
  'Booking.com': '4722',
  'Marriott Marquis': '7011',
  Airbnb: '7011',
  // shopping
  'Amazon Marketplace': '5999',
  'Apple.com': '5732',
  'Apple Store': '5732',
  Target: '5310',
  'Best Buy': '5732',
  REI: '5941',
  MUJI: '5399',
  Muji: '5399',
  Taobao: '5999',
  Zalando: '5651',
  'Olive Young': '5977',
  'Central World': '5311',
  Migros: '5411',
  Uniqlo: '5651',
  // entertainment
  Netflix: '4899',
  Spotify: '5815',
  Steam: '5816',
  'Musée du Louvre': '7991',
  // utilities
  'Apple iCloud': '4816',
  // cash
  'Chase ATM': ATM_MCC,
  'BNP Paribas ATM': ATM_MCC,
  'HSBC ATM': ATM_MCC,
  'DBS ATM': ATM_MCC,
  'Seven Bank ATM': ATM_MCC,
  'Barclays ATM': ATM_MCC,
};

/** The transaction types that happen at a merchant (and so carry a merchant category code). */
export const MERCHANT_TRANSACTION_TYPES: readonly CardTransactionType[] = ['purchase', 'refund', 'reversal', 'atm_withdrawal'];

/**
 * The code a card transaction gets when the processor names none: a known merchant's own code; else 6011 for an ATM
 * withdrawal and 5999 (other retail) for the other merchant transactions; null for what happens at no merchant
 * (deposits, withdrawals, repayments, card fees).
 */
export function defaultMccFor(type: CardTransactionType, merchantName: string): string | null {
  if (!MERCHANT_TRANSACTION_TYPES.includes(type)) return null;
  const known = KNOWN_MERCHANT_MCCS[merchantName.trim()];
  if (known) return known;
  return type === 'atm_withdrawal' ? ATM_MCC : GENERIC_MERCHANT_MCC;
}

/**
 * The category a card transaction counts in: its code's; without a code (older records), `cash` for an ATM
 * withdrawal and `other` for anything else.
 */
export function categoryOfTransaction(transaction: { type: CardTransactionType; mcc?: string | null }): MerchantCategory {
  if (transaction.mcc) return categoryOfMcc(transaction.mcc);
  return transaction.type === 'atm_withdrawal' ? 'cash' : 'other';
}

/**
 * The category a card transaction is in for the card transactions' filter (`category`, ./list-filter.ts): a
 * merchant transaction's category (categoryOfTransaction); null for deposits, withdrawals, repayments and fees, which
 * are in no category.
 */
export function merchantCategoryOf(transaction: { type: CardTransactionType; mcc?: string | null }): MerchantCategory | null {
  return MERCHANT_TRANSACTION_TYPES.includes(transaction.type) ? categoryOfTransaction(transaction) : null;
}

/** Whether a card transaction is in `category` (merchantCategoryOf). */
export const isInCategory = (transaction: { type: CardTransactionType; mcc?: string | null }, category: MerchantCategory): boolean => merchantCategoryOf(transaction) === category;
