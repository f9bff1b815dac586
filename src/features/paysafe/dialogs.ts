import type { ComponentProps } from 'react';
import { basicProps, defineDialog, withCard } from '@/components/dialog-declaration';
import type { PaySafeApprovalDialog } from './components/paysafe-approval-dialog';

/** A card's payment approvals (spec 02 §4 PaySafe). */
export const paySafeDialog = defineDialog({
  name: 'paysafe',
  card: 'required',
  load: () => import('./components/paysafe-approval-dialog').then((module) => module.PaySafeApprovalDialog),
  props: withCard((context, card): ComponentProps<typeof PaySafeApprovalDialog> => ({ ...basicProps(context), cardId: card.id })),
});
