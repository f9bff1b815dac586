import { FILTER_TEXT_MAX, isCurrencyCode, isFilterAmount, isIsoDate, isMerchantCategory, LIST_FILTER_FIELDS, type FilterField, type FilterList } from '@contract-kit/rules/list-filter-fields';

/**
 * The address of every place a user can be. The app has one page, `/` (spec 02 §2: "the root dashboard page
 * only"); where the user is on it — the signed-out view, the mobile tab, the selected card, the open dialog with its
 * tab or page — is carried by validated search parameters of `/`:
 *
 * | parameter  | values                                             | place                                              |
 * |------------|----------------------------------------------------|----------------------------------------------------|
 * | `auth`     | `register`, `forgot`                               | the signed-out view (absent: sign in)              |
 * | `tab`      | `cards`, `rewards`, `profile`                      | the mobile bottom navigation (absent: accounts)    |
 * | `cardsTab` | `transactions`                                     | the mobile Cards sub-tab (absent: My Cards)        |
 * | `type`     | `debit`, `credit`                                  | the cards panel's type tab when no card is named   |
 * | `card`     | a card id                                          | the selected card; the card a card dialog acts on  |
 * | `txCard`   | a card id                                          | the card of the card transaction history           |
 * | `txPage`   | 2, 3 …                                             | its page (absent: 1)                               |
 * | `dialog`   | a registered dialog ({@link DialogPlace})          | the open dialog                                    |
 * | `view`     | one of that dialog's views                         | its tab (absent: the first)                        |
 * | `page`     | 2, 3 … (a dialog with pages: statements)           | its page (absent: 1)                               |
 * | `step`     | one of its steps (card application: 1–4)           | the wizard's step                                  |
 * | `act…`     | From, To, Type, Currency, Min, Max, Q              | the account activity's filter                      |
 * | `tx…`      | From, To, Type, Status, Category, Currency, Min, Max, Q | the card transaction history's filter         |
 * | `wd…`      | From, To, Status, Currency, Min, Max, Q            | the withdrawal history's filter (a dialog's view)  |
 *
 * `txCategory` (a MerchantCategory) is the filter's merchant category, the field the spending insights link to; it
 * was a key of its own before it joined the filter and kept its name, so the links made then still work.
 *
 * Nothing secret or typed by the user is ever part of a place: no card number, CVV, code, amount, address or e-mail.
 * Two exceptions: spec 01 §2's password-reset link (`action=forgot_password&changePasswordId&tenantId&email`), which
 * the app reads on arrival and removes from the address bar at once; and the history filters (the filter
 * in the URL), search criteria the user chose to keep — dates, a type, a status, a merchant category, a currency, an
 * amount range, a text.
 *
 * Everything here is pure: the route validates with {@link validatePlaceSearch}, the app moves with the helpers.
 */

export const AUTH_VIEWS = ['register', 'forgot'] as const;
export type AuthView = 'login' | (typeof AUTH_VIEWS)[number];

export const MOBILE_TABS = ['accounts', 'cards', 'rewards', 'profile'] as const;
export type MobileTab = (typeof MOBILE_TABS)[number];

export const CARDS_TABS = ['my-cards', 'transactions'] as const;
export type CardsTab = (typeof CARDS_TABS)[number];

export const CARD_TYPES = ['debit', 'credit'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * What the address needs to know of a dialog: its name, its tabs, whether it acts on a card and which further keys
 * it keeps. Each feature declares its dialogs (src/components/dialog-declaration.ts, in the feature's dialogs.ts);
 * src/app/dialogs/registry.ts lists them and registers them here before any place is read.
 */
export interface DialogPlace {
  readonly name: string;
  /** Its tabs (`view`); the first is the default (never written to the address). */
  readonly views: readonly string[];
  /** `required`: it acts on one card, which the place names; `optional`: it names one once there is one. */
  readonly card: 'required' | 'optional' | undefined;
  /** It has pages (`page`). */
  readonly hasPages: boolean;
  /** Its steps (`step`), when it is a wizard. */
  readonly steps: readonly number[];
  /** The history list whose filter it keeps in the address, on one of its views. */
  readonly filter: { readonly list: FilterList; readonly view: string } | undefined;
}

/**
 * The registered dialogs' types: src/app/dialogs/registry.ts adds `dialogs` (its list), from which the names and
 * views below are derived. Without it (a file that never reaches the registry) a name is any string.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by the registry (declaration merging)
export interface DialogRegister {}
type Registered = DialogRegister extends { dialogs: readonly (infer D extends DialogPlace)[] } ? D : DialogPlace;
/** Every dialog a place can name. */
export type DialogName = Registered['name'];
/** The dialogs that act on one card: they need `card`. */
export type CardDialog = Extract<Registered, { card: 'required' }>['name'];
/** A tab of some dialog. */
export type DialogView = Registered['views'][number];

const registered = new Map<string, DialogPlace>();

/** Makes the dialogs known to the places (src/app/dialogs/registry.ts, once, before the first place is read). */
export function registerDialogs(dialogs: readonly DialogPlace[]): void {
  for (const dialog of dialogs) registered.set(dialog.name, dialog);
}

/** The registered dialog of that name. */
export const dialogPlaceOf = (name: string | undefined): DialogPlace | undefined => (name === undefined ? undefined : registered.get(name));

/** Spec 01 §2: the reset-password link's keys (read once, then removed from the address). */
export const RESET_LINK_KEYS = ['action', 'changePasswordId', 'tenantId', 'email'] as const;

/** The history lists' filters: one key per filter field, named by the list's prefix and the field's suffix. */
export const FILTER_PLACE_PREFIXES = { accountTransactions: 'act', cardTransactions: 'tx', withdrawals: 'wd' } as const satisfies Record<FilterList, string>;
export const FILTER_PLACE_SUFFIXES = {
  from: 'From',
  to: 'To',
  type: 'Type',
  status: 'Status',
  category: 'Category',
  currency: 'Currency',
  minAmount: 'Min',
  maxAmount: 'Max',
  q: 'Q',
} as const satisfies Record<FilterField, string>;
export type FilterPlaceKey = `${(typeof FILTER_PLACE_PREFIXES)[FilterList]}${(typeof FILTER_PLACE_SUFFIXES)[FilterField]}`;

/** The place key of a list's filter field (`txFrom`, `wdStatus` …). */
export const filterPlaceKey = (list: FilterList, field: FilterField): FilterPlaceKey => `${FILTER_PLACE_PREFIXES[list]}${FILTER_PLACE_SUFFIXES[field]}` as FilterPlaceKey;

/** Every place key of a list's filter. */
export const filterPlaceKeys = (list: FilterList): FilterPlaceKey[] => LIST_FILTER_FIELDS[list].map((field) => filterPlaceKey(list, field));

/**
 * The shape a filter value must have to stay in the address: a real date, digits with at most one point, a word
 * (type, status), a merchant category, a currency code, a text of at most FILTER_TEXT_MAX characters. Whether the filter as a whole is valid
 * (from after to, min above max) is the list's rule (@contract-kit/rules/list-filter), which the list applies.
 */
const FILTER_VALUE_SHAPES: Record<FilterField, (value: string) => boolean> = {
  from: isIsoDate,
  to: isIsoDate,
  type: (value) => /^[A-Za-z_]{1,32}$/.test(value),
  status: (value) => /^[A-Za-z_]{1,32}$/.test(value),
  category: isMerchantCategory,
  currency: isCurrencyCode,
  minAmount: isFilterAmount,
  maxAmount: isFilterAmount,
  q: (value) => value.length <= FILTER_TEXT_MAX,
};

/** The validated search parameters of `/` (every key optional: a link to `/` needs none). */
export interface PlaceSearch extends Partial<Record<FilterPlaceKey, string>> {
  auth?: (typeof AUTH_VIEWS)[number];
  tab?: Exclude<MobileTab, 'accounts'>;
  cardsTab?: Exclude<CardsTab, 'my-cards'>;
  type?: CardType;
  card?: string;
  txCard?: string;
  txPage?: number;
  dialog?: DialogName;
  view?: DialogView;
  page?: number;
  step?: number;
  action?: string;
  changePasswordId?: string;
  tenantId?: string;
  email?: string;
}

function keepFilter(place: PlaceSearch, raw: Record<string, unknown>, list: FilterList): void {
  for (const field of LIST_FILTER_FIELDS[list]) {
    const key = filterPlaceKey(list, field);
    // The router writes a string that reads as a number in quotes ("10"); a hand-written `txMin=10` arrives as a number.
    const given = raw[key];
    const value = typeof given === 'number' && Number.isSafeInteger(given) && given >= 0 ? String(given) : text(given);
    if (value !== undefined && FILTER_VALUE_SHAPES[field](value)) place[key] = value;
  }
}

/** Card ids are opaque: letters, digits, '-' and '_' (a uuid, a numeric id), nothing that could be a card number. */
const CARD_ID = /^(?=.*[A-Za-z_-])[\w-]{1,128}$|^\d{1,12}$/;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => (typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined);

/** A page number above 1 (1 is the default and is not written); numbers may arrive as strings. */
const pageNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 1 && number <= 100_000 ? number : undefined;
};

const cardId = (value: unknown): string | undefined => {
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  return typeof text === 'string' && CARD_ID.test(text) ? text : undefined;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' && value.length <= 512 ? value.trim() : undefined);

export const isCardDialog = (dialog: DialogName | undefined): dialog is CardDialog => dialogPlaceOf(dialog)?.card === 'required';

/** The views of a dialog (empty when it has no tabs). */
export const viewsOf = (dialog: DialogName | undefined): readonly string[] => dialogPlaceOf(dialog)?.views ?? [];

/** Whether an address's search is exactly the place it validates to (else the address is replaced by the place). */
export const isValidatedSearch = (search: Record<string, unknown>, place: PlaceSearch): boolean => Object.keys(search).every((key) => search[key] === place[key as keyof PlaceSearch]);

/**
 * The route's `validateSearch`: keeps each parameter only when its value is one the place allows, and only the
 * parameters that belong together (a view of the open dialog, a statements page, a card dialog with its card …). A
 * bad or unknown value falls back to the default of that parameter, never to an error.
 */
export function validatePlaceSearch(raw: Record<string, unknown>): PlaceSearch {
  const place: PlaceSearch = {};
  const auth = oneOf(AUTH_VIEWS, raw['auth']);
  if (auth) place.auth = auth;
  const tab = oneOf(MOBILE_TABS, raw['tab']);
  if (tab && tab !== 'accounts') place.tab = tab;
  const cardsTab = oneOf(CARDS_TABS, raw['cardsTab']);
  if (cardsTab && cardsTab !== 'my-cards') place.cardsTab = cardsTab;
  const card = cardId(raw['card']);
  if (card) place.card = card;
  else {
    const type = oneOf(CARD_TYPES, raw['type']);
    if (type) place.type = type;
  }
  const txCard = cardId(raw['txCard']);
  if (txCard) place.txCard = txCard;
  const txPage = pageNumber(raw['txPage']);
  if (txPage) place.txPage = txPage;
  keepFilter(place, raw, 'accountTransactions');
  keepFilter(place, raw, 'cardTransactions');

  const dialog = dialogPlaceOf(typeof raw['dialog'] === 'string' ? raw['dialog'] : undefined);
  if (dialog && (dialog.card !== 'required' || card)) {
    place.dialog = dialog.name as DialogName;
    const view = oneOf(dialog.views, raw['view']);
    if (view && view !== dialog.views[0]) place.view = view as DialogView;
    const page = dialog.hasPages ? pageNumber(raw['page']) : undefined;
    if (page) place.page = page;
    const step = dialog.steps.find((candidate) => candidate === Number(raw['step']));
    if (step) place.step = step;
    if (dialog.filter && (place.view ?? dialog.views[0]) === dialog.filter.view) keepFilter(place, raw, dialog.filter.list);
  }

  for (const key of RESET_LINK_KEYS) {
    const value = text(raw[key]);
    if (value !== undefined) place[key] = value;
  }
  return place;
}

/** The place without its dialog (and the dialog's view, page, step and the filter it keeps). */
export function withoutDialog(place: PlaceSearch): PlaceSearch {
  const { dialog: _dialog, view: _view, page: _page, step: _step, ...rest } = place;
  const list = dialogPlaceOf(place.dialog)?.filter?.list;
  const filterKeys: readonly string[] = list ? filterPlaceKeys(list) : [];
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !filterKeys.includes(key))) as PlaceSearch;
}

/** What opening a dialog writes: the dialog, its card when it acts on one, and its view or page. */
export interface DialogRequest {
  dialog: DialogName;
  /** The card it acts on (a new application has none yet: the selected card leaves the place, its `type` stays). */
  card?: string;
  type?: CardType;
  view?: DialogView;
  page?: number;
  step?: number;
}

/** The place with `request` open (any other dialog replaced). A card dialog also selects its card. */
export function withDialog(place: PlaceSearch, request: DialogRequest): PlaceSearch {
  const next: PlaceSearch = { ...withoutDialog(place), dialog: request.dialog };
  if (request.card !== undefined) {
    next.card = request.card;
    delete next.type;
  } else if (dialogPlaceOf(request.dialog)?.card === 'optional') {
    // A new one (an application): the selected card leaves the place; a type other than the default stays.
    delete next.card;
    if (request.type !== undefined && request.type !== CARD_TYPES[0]) next.type = request.type;
  }
  if (request.view !== undefined && request.view !== viewsOf(request.dialog)[0]) next.view = request.view;
  if (request.page !== undefined && request.page > 1) next.page = request.page;
  if (request.step !== undefined) next.step = request.step;
  return next;
}

/** The signed-out view a place names. */
export const authViewOf = (place: PlaceSearch): AuthView => place.auth ?? 'login';
