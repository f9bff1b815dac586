/**
 * Cards (spec 02 §2 cards panel, carousel, card face, card control menu; §4 menu actions by state, PIN,
 * freeze; §5 availability).
 *
 * `CardsPanel` keeps the selected card and the type tab in the address (src/lib/places.ts) and opens every dialog of
 * its control menu by naming it there (`CARD_MENU_DIALOGS`): the app's dialog host shows it, whichever feature owns
 * it. The panel's own dialogs (freeze / unfreeze, physical activation, change PIN, card controls, the 1.2 s "analysing" step of
 * continuing an application) are declared in ./dialogs.ts, for the host. `isCardDialogOffered` tells whether a
 * card's menu offers a dialog (spec 02 §4 state table), for places that arrive with the address.
 *
 * `getCardAvailability` (spec 02 §5) and `getApplyTileState` (§2) are exported for the application wizard.
 */
export { CardsPanel } from './components/cards-panel';
export { cardSelectCode } from './components/card-select-lazy';
export { cardControlMenuCode } from './components/card-control-menu';
export { getApplyTileState, getCardAvailability, type ApplyTileState, type CardAvailability } from '@contract-kit/rules/card-availability';
export { CARD_MENU_DIALOGS, getCardMenuItems, isCardDialogOffered, menuActionOf, type CardMenuAction, type CardMenuItem } from './lib/card-menu';
export { cardOptionLabel } from './lib/card-label';
export { isApplicationStatus, statusBadgeVariant, statusMessageId, physicalStatusMessageId, applicationStatusMessageId } from './lib/card-status';
export { useCards } from './hooks/use-cards';
