import { getGetAccountBalanceQueryOptions } from './generated/endpoints/accounts/accounts';
import { getGetWithdrawalAvailabilityQueryOptions } from './generated/endpoints/availability/availability';
import { getGetCardsQueryOptions } from './generated/endpoints/cards/cards';

/**
 * The queries the dashboard shows first, as its panels' hooks and the `/` route's loader both make them (one
 * definition: the loader's prefetch is the query the panel then reads). Kept here, not in the features, so the
 * route — which ships with the sign-in screen — reaches none of the features' components.
 */

/** The balances of a profile (spec 01 §7 GET /api/accounts/balance, query profileId): the wallet. */
export const accountBalanceQueryOptions = (profileId: string) => getGetAccountBalanceQueryOptions({ profileId });

/** The signed-in user's cards (getCards): the cards panel, the history, the statements, the dialogs. */
export const cardsQueryOptions = () => getGetCardsQueryOptions();

/** Per-user withdrawal availability (spec 01 §6), re-checked after a minute: the account panel's Withdrawal button. */
export const withdrawalAvailabilityQueryOptions = (userId: string) => getGetWithdrawalAvailabilityQueryOptions(userId, { query: { staleTime: 60_000 } });
