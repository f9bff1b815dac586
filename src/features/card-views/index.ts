/**
 * The frame of the per-card views (spec 02 §2: the card transaction history and the statements): the card dropdown
 * (`CardPicker`), the card chosen with its fallback to the first issued card (`useCardSelection`), the paging and
 * Refresh of a card-scoped list (`useCardListPaging`) and its loading, error, no-card and empty states
 * (`CardListStates`).
 *
 * A feature of its own, apart from the cards panel's (`@/features/cards`), because only those views use it and they
 * load on demand: through the cards feature's index it was part of the dashboard's first screen (with MUI's Select,
 * ≈ 6 KB gzip), which renders none of it.
 */
export { useCardSelection, type CardSelection } from './hooks/use-card-selection';
export { useCardListPaging, type CardListPaging } from './hooks/use-card-list-paging';
export { CardPicker, type CardPickerProps } from './components/card-picker';
export { CardListStates, type CardListMessageIds, type CardListStatesProps } from './components/card-list-states';
