import type { InsightsPeriod } from '@contract-kit/model';
import type { MessageId } from '@/i18n/message-id';

/** The period picker's options (the contract's InsightsPeriod): texts of the dialog's own catalogue part (it alone imports this file). */
export const PERIOD_MESSAGE_IDS = {
  'this-month': 'insights.period.thisMonth',
  'last-month': 'insights.period.lastMonth',
  'last-3-months': 'insights.period.last3Months',
  'last-12-months': 'insights.period.last12Months',
} as const satisfies Record<InsightsPeriod, MessageId>;
