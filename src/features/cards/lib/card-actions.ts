import type { Card } from '@/api/generated/model';
import type { ApplyTileState } from '@/lib/card-availability';

/**
 * The seam through which other features plug their dialogs into the cards panel. The panel owns the card
 * control menu and decides, by the spec's state table, which actions a card offers (lib/card-menu.ts); it
 * handles freeze / unfreeze, card details, physical activation, change PIN, PaySafe and the 1.2 s
 * "analysing" step itself, and hands everything else to these callbacks with the card concerned.
 *
 * A callback that is not given leaves its menu entry visible (the spec's menu is exact) but inert: choosing it
 * just closes the menu. Callbacks may throw; the panel then hides the menu for 1 s (spec 02 §9).
 */
export interface CardActions {
  /** The dashed 'apply for card' tile (only called while applying is allowed, spec 02 §2). */
  onApply?: (state: ApplyTileState) => void;
  /** After the 1.2 s 'analysing' delay of an initialized / pending_* card: resume the application wizard. */
  onContinueApplication?: (card: Card) => void;
  /** Active cards, when env.features.statements is on: the statements modal. */
  onViewStatements?: (card: Card) => void;
  /** Active debit cards: deposit (on-chain or account balance). */
  onDeposit?: (card: Card) => void;
  /** Active credit cards: stake collateral. */
  onStake?: (card: Card) => void;
  /** Active credit cards with an outstanding amount (used > 0): repay. */
  onRepay?: (card: Card) => void;
  /** Active cards without a physical card (physicalStatus 'null'): the 2-step physical card order. */
  onOrderPhysicalCard?: (card: Card) => void;
  /** Cards whose physical card is on its way (any physical status but 'null', shipped, fulfilled). */
  onShowShippingStatus?: (card: Card) => void;
}
