import type { Mutation, QueryClient, QueryKey } from '@tanstack/react-query';
import { isOfflineError } from './errors';
import type { EventType } from '@contract-kit/rules/events';

/**
 * What each change refreshes — one table for the whole app: a row per mutation operation of the contract
 * and per live event type. The app applies it centrally: its MutationCache (src/app/query-client.ts) after every
 * mutation, keyed by the generated mutation key (the operation id), and the live-updates feature for every event of the
 * stream. No component refreshes what a change changed; `src/api/refreshes.test.ts` fails when an operation of the
 * contract has no row, or a row names a path the contract does not serve.
 *
 * A row names GET paths of the contract: every query keyed by that path (orval's query keys start with the path, so
 * every page and every parameter of a list) is re-read if shown, marked stale otherwise. `{id}`-style placeholders are
 * filled from the change: a mutation's variables (its own path parameters: the card of POST /api/cards/{id}/freeze) or an
 * event's ids (`{cardId}`: the card it is about; `{id}`: what it names, e.g. the withdrawal). A path whose placeholder
 * the change does not give is left out. Card credentials are never in a row: they are fetched only while shown.
 */
export type ApiPath = `/api/${string}`;

export interface Refresh {
  /** GET paths whose queries the change makes stale. */
  readonly paths: readonly ApiPath[];
  /** The mutation's outcome (its `mutate` callbacks) waits for the re-read: the flow shows what it says next. */
  readonly isAwaited?: boolean;
  /** Why a change re-reads nothing (for the reader: every empty row says why). */
  readonly why?: string;
}

const refresh = (...paths: ApiPath[]): Refresh => ({ paths });
const none = (why: string): Refresh => ({ paths: [], why });
/** The signed-in user (e-mail, MFA state) changed: the flow waits for the session to show the new state. */
const sessionChanged: Refresh = { paths: ['/api/auth/session'], isAwaited: true };

/** The user's money: balances, account activity and the card-funding source accounts. */
const MONEY: readonly ApiPath[] = ['/api/accounts/balance', '/api/transactions/accounts', '/api/cards/source-accounts'];
/** A card and its money: the card list, the card's balances, the card transactions, and the user's money. */
const CARD_MONEY: readonly ApiPath[] = ['/api/cards', '/api/cards/{id}/credit', '/api/cards/{id}/deposit', '/api/transactions/cards', ...MONEY];

const SIMULATOR = 'sent by the transaction simulator (its engine, not the app): what it changes reaches the app as live events';

/** Per mutation operation of the contract (operationId = the generated mutation key). */
export const MUTATION_REFRESHES = {
  // Access: the session itself is set by the flows, at the moments the spec gives (spec 01 §4).
  login: none('the sign-in flow sets the session after the spec’s 1 s and 1.5 s delays'),
  checkMfa: none('a check: nothing changes'),
  mfaLogin: none('the login that follows sets the session'),
  logout: none('the sign-out flow ends the session and drops every user query'),
  reauthenticate: none('it opens a few minutes for the calls that need it; nothing shown changes'),
  noteSessionActivity: none('it moves only the idle deadline, which the idle warning takes from its answer'),
  registerUser: none('the registration’s automatic login sets the session'),
  forgotPassword: none('signed out: a mail is sent'),
  resetPassword: none('signed out until the reset completes'),
  verifyPasswordResetMfa: none('signed out until the reset completes'),
  completePasswordReset: none('the reset ends every session: the flow signs out'),
  verifyEmail: none('the session is read again after the spec’s 3 s countdown (the e-mail verification panel)'),
  resendVerificationEmail: refresh('/api/email/verification'),
  setUserLanguage: refresh('/api/users/language'),
  createUser: refresh('/api/users'),
  updateUser: refresh('/api/users/{userId}', '/api/auth/session'),
  // Money movement.
  transferFunds: refresh(...MONEY),
  createWithdrawal: refresh(...MONEY, '/api/crypto/withdrawal'),
  createExchange: refresh(...MONEY),
  estimateExchange: none('a quote: nothing changes'),
  createOnrampSession: none('nothing changes until the provider completes the order (a deposit: its live event)'),
  // Cards.
  applyCard: refresh('/api/cards'),
  deposit: refresh(...CARD_MONEY),
  accountDeposit: refresh(...CARD_MONEY),
  stake: refresh(...CARD_MONEY),
  performCardOperation: refresh(...CARD_MONEY),
  repayCard: refresh(...CARD_MONEY),
  activateCardNew: refresh(...CARD_MONEY, '/api/cards/{id}/verification'),
  activateCard: refresh(...CARD_MONEY, '/api/cards/{id}/verification'),
  freezeCard: refresh('/api/cards'),
  unfreezeCard: refresh('/api/cards'),
  updateCardControls: refresh('/api/cards'),
  activatePhysicalCard: refresh('/api/cards'),
  changePin: refresh('/api/cards'),
  createOrder: refresh('/api/cards', '/api/cards/{id}/orders', ...MONEY),
  approveCardApproval: refresh('/api/cards/{id}/approval', '/api/cards', '/api/transactions/cards'),
  rejectCardApproval: refresh('/api/cards/{id}/approval'),
  // Security and profile.
  changePassword: refresh('/api/auth/sessions'),
  changeEmail: none('a code is mailed; the address changes when it is verified'),
  verifyEmailChange: sessionChanged,
  resendEmailChangeCode: none('a code is mailed'),
  setupMfa: none('the set-up completes when its code is verified'),
  verifyMfa: sessionChanged,
  generateRecoveryCodes: none('the new codes are the answer'),
  disableMfa: sessionChanged,
  // Signed-in devices: the list shows who is still signed in.
  signOutSession: refresh('/api/auth/sessions'),
  signOutOtherSessions: refresh('/api/auth/sessions'),
  subscribeNotifications: none('the subscription is kept by the server; nothing shown changes'),
  // Development only: the simulator's controls.
  resetSimulator: none(SIMULATOR),
  setSimulatorClock: none(SIMULATOR),
  createSimulatorFault: none(SIMULATOR),
  clearSimulatorFaults: none(SIMULATOR),
  simulateCardTransaction: none(SIMULATOR),
  simulateApproval: none(SIMULATOR),
  setSimulatorWithdrawalStatus: none(SIMULATOR),
  simulateDeposit: none(SIMULATOR),
  completeSimulatorOnrampOrder: none(SIMULATOR),
  setSimulatorCardVerification: none(SIMULATOR),
  setSimulatorCardShipping: none(SIMULATOR),
  setSimulatorCardControls: none(SIMULATOR),
  simulateCardOnchainDeposit: none(SIMULATOR),
  simulateStatementGeneration: none(SIMULATOR),
  simulateCardTransactionBatch: none(SIMULATOR),
  settleSimulatorCardTransaction: none(SIMULATOR),
  simulatePush: none('a test notification to the user’s browsers: nothing of the store changes'),
} as const satisfies Record<string, Refresh>;

/** The queries that show one card: the list, its balances, verification, orders and statements. */
const CARD: readonly ApiPath[] = [
  '/api/cards',
  '/api/cards/{cardId}/credit',
  '/api/cards/{cardId}/deposit',
  '/api/cards/{cardId}/verification',
  '/api/cards/{cardId}/orders',
  '/api/cards/{cardId}/statements',
];

/** Per live event type (contract SimulatorEventType). Also what the app applies when it sees the same change itself. */
export const EVENT_REFRESHES: Record<EventType, Refresh> = {
  'card-transaction.created': refresh('/api/transactions/cards', '/api/cards/{cardId}/insights', ...CARD),
  'card-transaction.updated': refresh('/api/transactions/cards', '/api/cards/{cardId}/insights', ...CARD),
  'approval.created': refresh('/api/cards/{cardId}/approval'),
  'approval.expired': refresh('/api/cards/{cardId}/approval'),
  'approval.decided': refresh('/api/cards/{cardId}/approval'),
  'withdrawal.status-changed': refresh('/api/crypto/withdrawal', '/api/crypto/withdrawal/{id}', ...MONEY),
  'deposit.credited': refresh(...MONEY, ...CARD),
  'card.updated': refresh(...CARD),
  'balance.changed': refresh(...MONEY),
};

/** The row of a mutation (by its generated mutation key: the operation id), if it has one. */
export function mutationRefreshOf(mutationKey: QueryKey | undefined): Refresh | undefined {
  const name = mutationKey?.[0];
  return typeof name === 'string' && Object.hasOwn(MUTATION_REFRESHES, name) ? MUTATION_REFRESHES[name as keyof typeof MUTATION_REFRESHES] : undefined;
}

/** The query-key prefixes of a row, its placeholders filled from `params` (a path whose placeholder has no value is left out). */
export function refreshKeys(row: Refresh | undefined, params: Readonly<Record<string, unknown>>): QueryKey[] {
  const keys: QueryKey[] = [];
  for (const path of row?.paths ?? []) {
    let isComplete = true;
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      isComplete = false;
      return '';
    });
    if (isComplete) keys.push([filled]);
  }
  return keys;
}

/** The ids an event gives its row: `{cardId}` the card it is about, `{id}` what it names. */
export interface LiveEventIds {
  type: EventType;
  id?: string | undefined;
  cardId?: string | undefined;
  payload?: Readonly<Record<string, unknown>>;
}

/** The query-key prefixes an event makes stale. */
export function eventRefreshKeys(event: LiveEventIds): QueryKey[] {
  const payloadCard = event.payload?.['cardId'];
  const cardId = event.cardId ?? (typeof payloadCard === 'string' ? payloadCard : undefined) ?? (event.type === 'card.updated' ? event.id : undefined);
  return refreshKeys(EVENT_REFRESHES[event.type], { id: event.id, cardId });
}

const invalidateAll = (queryClient: QueryClient, keys: readonly QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

/**
 * After a mutation settles: re-read what it changed. Also after a refusal — the server refused against data that
 * may be newer than the screen's (a balance spent on another device, a card frozen elsewhere) — but not after an
 * offline failure, where nothing was sent. Returns the re-read when the row is awaited (the MutationCache returns it,
 * so the mutation's own callbacks run once the new data is there), else starts it and returns nothing.
 */
export function refreshAfterMutation(queryClient: QueryClient, mutation: Mutation<unknown, unknown, unknown, unknown>, error: unknown): Promise<void> | undefined {
  if (error !== null && isOfflineError(error)) return undefined;
  const row = mutationRefreshOf(mutation.options.mutationKey);
  const variables = mutation.state.variables;
  const params = typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : {};
  const reread = invalidateAll(queryClient, refreshKeys(row, params));
  return row?.isAwaited && error === null ? reread : undefined;
}

/** A change the app saw itself that a live event also announces (a polled withdrawal that settled, an on-ramp order): the same row. */
export function refreshAfterEvent(queryClient: QueryClient, event: LiveEventIds): Promise<void> {
  return invalidateAll(queryClient, eventRefreshKeys(event));
}
