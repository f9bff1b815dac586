/**
 * Cards (spec 02 §2 cards panel, carousel, card face, card control menu; §4 menu actions by state, PIN,
 * freeze; §5 availability).
 *
 * ## Plugging other features into the cards panel
 *
 * `CardsPanel` takes `actions?: CardActions` (lib/card-actions.ts) — the seam for the dialogs that other
 * features own. The panel decides, by the spec's state table, which entries the card control menu shows; it
 * handles freeze / unfreeze, card details, physical activation, change PIN, PaySafe and the 1.2 s
 * "analysing" step of continuing an application itself, and calls:
 *
 * | callback               | when                                                         | owner               |
 * |------------------------|--------------------------------------------------------------|---------------------|
 * | `onApply(tileState)`   | the dashed 'apply for card' tile, only while it is enabled   | card application    |
 * | `onContinueApplication`| after the 1.2 s 'analysing' step of an initialized/pending card | card application |
 * | `onDeposit` / `onStake` / `onRepay` | active debit / active credit / credit with used > 0 | card funding  |
 * | `onOrderPhysicalCard`  | active card with physicalStatus 'null'                       | physical card       |
 * | `onShowShippingStatus` | physical card on its way (not 'null', shipped or fulfilled)  | physical card       |
 * | `onViewStatements`     | active card, when env.features.statements is on              | statements          |
 *
 * Until a callback is given its menu entry is shown (the spec's menu is exact) but choosing it only closes the
 * menu; the tile likewise does nothing. Compose them where the panel is mounted (the dashboard), e.g.
 * `<CardsPanel actions={{ onApply: openWizard, onDeposit: openDeposit, … }} />`, with the dialogs rendered next
 * to it. A callback that throws hides the menu for 1 s (spec 02 §9).
 */
export { CardsPanel } from './components/cards-panel';
export type { CardActions } from './lib/card-actions';
export { getCardMenuItems, type CardMenuAction, type CardMenuItem } from './lib/card-menu';
export { isApplicationStatus, statusBadgeVariant, statusMessageId, physicalStatusMessageId, applicationStatusMessageId } from './lib/card-status';
export { useCards } from './hooks/use-cards';
export { useCardSelection, type CardSelection } from './hooks/use-card-selection';
export { CardPicker, type CardPickerProps } from './components/card-picker';
export { CardListStates, type CardListMessageIds, type CardListStatesProps } from './components/card-list-states';
