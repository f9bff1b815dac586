import type { ComponentProps } from 'react';
import { basicProps, defineDialog, withCard } from '@/components/dialog-declaration';
import type { StatementsDialog } from './components/statements-dialog';

/** A card's statements (spec 02 §4), a page at a time. */
export const statementsDialog = defineDialog({
  name: 'statements',
  card: 'required',
  hasPages: true,
  load: () => import('./components/statements-dialog').then((module) => module.StatementsDialog),
  props: withCard((context, card): ComponentProps<typeof StatementsDialog> => ({
    ...basicProps(context),
    cardId: card.id,
    page: context.place.page ?? 1,
    onPageChange: (page: number) => context.api.set({ page: page > 1 ? page : undefined }),
    onCardChange: (cardId: string) => context.api.set({ card: cardId, page: undefined }),
  })),
});
