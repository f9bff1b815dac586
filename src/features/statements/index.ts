/**
 * Card statements (spec 02 §2 "Card statements", §3 "Statement", §4 "Statements", §6, §8, §9).
 *
 * - `StatementsDialog({ open, onClose, cardId? })` — the statements modal; wire it to the cards panel's
 *   `onViewStatements(card)` (pass `card.id`).
 * - `StatementsPanel({ cardId?, variant? })` — the same content as a panel ('card', default) or bare ('plain').
 *
 * Both render nothing unless env.features.statements is on (VITE_FEATURE_STATEMENTS) and a user with a profileId
 * is signed in. Query keys: the generated `getGetCardStatementsQueryKey(cardId)` — invalidate
 * `['/api/cards/{id}/statements']` to refresh a card's statements (e.g. after a card transaction).
 */
export type { StatementsDialogProps } from './components/statements-dialog';
export { StatementsPanel, type StatementsPanelProps } from './components/statements-panel';
export { statementFileName } from './lib/statements';
