import { getGetAccountBalanceQueryOptions } from './generated/endpoints/accounts/accounts';
import { getGetWithdrawalAvailabilityQueryOptions } from './generated/endpoints/availability/availability';
import { getGetCardsQueryOptions } from './generated/endpoints/cards/cards';
import { getGetExchangeRateQueryOptions } from './generated/endpoints/exchange/exchange';
import { getGetUserLanguageQueryOptions } from './generated/endpoints/users/users';
import type { AccountBalances } from '@contract-kit/model';
import { isTokenBalanceKey } from '@contract-kit/rules/currencies';

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

/** The crypto currencies of a balances map (not USD, not `address`: spec 02 §3), in the map's order (the wallet sorts them for display). */
export const cryptoBalanceKeys = (balances: AccountBalances | undefined): string[] => Object.keys(balances ?? {}).filter(isTokenBalanceKey);

/** The rate of a currency to USD (spec 02 §9 GET /api/exchange/rate): the wallet's total; the wallet keeps each until its expiresAt. */
export const usdRateQueryOptions = (symbol: string) => getGetExchangeRateQueryOptions({ baseCurrency: symbol, quoteCurrency: 'USD' });

/** The language stored for the user (GET /api/users/language), read once a session. */
export const userLanguageQueryOptions = () => getGetUserLanguageQueryOptions({ query: { staleTime: Infinity, retry: 1 } });
