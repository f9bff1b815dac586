import type { ComponentProps } from 'react';
import type { InsightsPeriod, MerchantCategory } from '@contract-kit/model';
import { INSIGHTS_PERIODS } from '@contract-kit/rules/insights-periods';
import { basicProps, defineDialog, withCard } from '@/components/dialog-declaration';
import type { SpendingInsightsDialog } from './components/spending-insights-dialog';

/** A card's spending insights; its views are the contract's periods (the first, this month, is the default). */
export const insightsDialog = defineDialog({
  name: 'insights',
  card: 'required',
  views: INSIGHTS_PERIODS,
  load: () => import('./components/spending-insights-dialog').then((module) => module.SpendingInsightsDialog),
  props: withCard((context, card): ComponentProps<typeof SpendingInsightsDialog> => ({
    ...basicProps(context),
    card,
    period: context.view as InsightsPeriod,
    onPeriodChange: (period: InsightsPeriod) => context.api.set({ view: period }),
    // The card's transactions with the category as their filter's `category` (its other fields kept), in place of
    // the dialog (on a phone: the Cards tab's transactions).
    onShowCategory: (category: MerchantCategory) =>
      context.api.set({ dialog: undefined, view: undefined, tab: 'cards', cardsTab: 'transactions', txCard: card.id, txCategory: category, txPage: undefined }),
  })),
});
