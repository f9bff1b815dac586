import type { MerchantCategory } from '@contract-kit/model';
import type { MessageId } from '@/i18n/message-id';

/** The name of each merchant category (the contract's MerchantCategory), in the user's language. */
export const CATEGORY_MESSAGE_IDS = {
  groceries: 'cardTransactions.category.groceries',
  restaurants: 'cardTransactions.category.restaurants',
  transport: 'cardTransactions.category.transport',
  travel: 'cardTransactions.category.travel',
  shopping: 'cardTransactions.category.shopping',
  entertainment: 'cardTransactions.category.entertainment',
  utilities: 'cardTransactions.category.utilities',
  cash: 'cardTransactions.category.cash',
  other: 'cardTransactions.category.other',
} as const satisfies Record<MerchantCategory, MessageId>;
