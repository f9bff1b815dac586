import { useState } from 'react';
import type { Card } from '@contract-kit/model';
import { useCardApplication } from '@/features/card-application';
import { FundCardDialog, RepayDialog, WithdrawDialog } from '@/features/card-funding';
import { CardsPanel, useCards, type CardActions } from '@/features/cards';
import { OrderPhysicalCardDialog, ShippingStatusDialog } from '@/features/physical-card';
import { StatementsDialog } from '@/features/statements';

type AreaDialog = 'deposit' | 'stake' | 'withdraw' | 'unstake' | 'repay' | 'orderPhysicalCard' | 'shippingStatus';


/**
 * The cards panel with the dialogs of the features that act on cards (spec 02 §2, §4): the application wizard (apply
 * tile and continue application), deposit / stake and the way back (withdraw / unstake), repay, the physical card
 * order and its shipping status, and the statements modal (view statements, behind its feature flag in the menu).
 */
export function CardsArea() {
  const application = useCardApplication();
  const cards = useCards();
  const [dialog, setDialog] = useState<{ kind: AreaDialog; card: Card; open: boolean } | null>(null);
  const [statementsCardId, setStatementsCardId] = useState<string | null>(null);

  const open = (kind: AreaDialog) => (card: Card) => setDialog({ kind, card, open: true });
  const close = () => setDialog((current) => (current ? { ...current, open: false } : current));
  const actions: CardActions = {
    onApply: () => {
      application.start();
    },
    onContinueApplication: application.resume,
    onDeposit: open('deposit'),
    onStake: open('stake'),
    onRepay: open('repay'),
    onOrderPhysicalCard: open('orderPhysicalCard'),
    onShowShippingStatus: open('shippingStatus'),
    onViewStatements: (card) => setStatementsCardId(card.id),
  };

  // The dialogs follow the card as the cards query refreshes (balances after a deposit, a shipping status …).
  const card = dialog ? (cards.data?.find((candidate) => candidate.id === dialog.card.id) ?? dialog.card) : null;
  return (
    <>
      <CardsPanel actions={actions} />
      {application.element}
      <StatementsDialog open={statementsCardId !== null} onClose={() => setStatementsCardId(null)} cardId={statementsCardId ?? undefined} />
      {dialog && card ? (
        <>
          {dialog.kind === 'deposit' || dialog.kind === 'stake' ? (
            <FundCardDialog
              key={`${dialog.kind}-${card.id}`}
              card={card}
              mode={dialog.kind}
              open={dialog.open}
              onClose={close}
              onSwitchToWithdraw={() => setDialog({ kind: dialog.kind === 'deposit' ? 'withdraw' : 'unstake', card, open: true })}
            />
          ) : null}
          {dialog.kind === 'withdraw' || dialog.kind === 'unstake' ? <WithdrawDialog key={`${dialog.kind}-${card.id}`} card={card} mode={dialog.kind} open={dialog.open} onClose={close} /> : null}
          {dialog.kind === 'repay' ? <RepayDialog key={`repay-${card.id}`} card={card} open={dialog.open} onClose={close} /> : null}
          {dialog.kind === 'orderPhysicalCard' ? <OrderPhysicalCardDialog key={`order-${card.id}`} card={card} open={dialog.open} onClose={close} /> : null}
          {dialog.kind === 'shippingStatus' ? <ShippingStatusDialog key={`shipping-${card.id}`} card={card} open={dialog.open} onClose={close} /> : null}
        </>
      ) : null}
    </>
  );
}
