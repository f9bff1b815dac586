import type { ComponentType } from 'react';
import type { AccountBalances, Card, User } from '@contract-kit/model';
import type { FilterList } from '@contract-kit/rules/list-filter-fields';
import type { MessageId } from '@/i18n/message-id';
import type { OfflineSnapshot } from '@/lib/offline-snapshot';
import type { DialogPlace, PlaceSearch } from '@/lib/places';
import type { PlaceApi } from './place-provider';

/** What a dialog's props are made of, when the app's dialog host shows it. */
export interface DialogContext {
  open: boolean;
  close: () => void;
  place: PlaceSearch;
  /** The dialog's view: the place's, or its first when the place names none. */
  view: string | undefined;
  api: PlaceApi;
  user: User | null;
  /** The card the place names, when it is one of the user's cards. */
  card: Card | null;
  /** The place when this opening began (a wizard started for a new application stays one). */
  opening: { place: PlaceSearch; card: Card | null };
  balances: AccountBalances | undefined;
  offline: OfflineSnapshot | null;
}

/** What a place that arrives with the address is checked against before its dialog opens. */
export interface OpeningFacts {
  /** The card the place names, once found among the user's cards (the host waits for it). */
  card: Card | null;
  /** The user's cards, once read; undefined while they are not (or cannot be: `areCardsFailed`). */
  cards: readonly Card[] | undefined;
  areCardsKnown: boolean;
  areCardsFailed: boolean;
}

/**
 * Whether the dialog opens: `open`; `wait` until more is known; `refuse` — it leaves the address, with a destructive
 * toast of these messages when the user should learn why.
 */
export type OpeningVerdict = 'open' | 'wait' | { refuse: { title: MessageId; description: MessageId } | null };

/** A dialog as its feature declares it: its place, how its code loads and how the place makes its props. */
export interface DialogDeclaration<N extends string = string, V extends string = string, C extends DialogPlace['card'] = DialogPlace['card']> extends DialogPlace {
  readonly name: N;
  readonly views: readonly V[];
  readonly card: C;
  /** Offered while offline (over the offline snapshot): only what works without the network, or says why not. */
  readonly isOffline: boolean;
  /**
   * Its code (a chunk of its own) and its props, or null while what it needs is not known yet. Absent for a dialog
   * its screen shows itself (the sign-in screen's reset-password).
   */
  readonly code: DialogCode | undefined;
  /**
   * When it may open from an address (a link, a reload, Back): a card dialog also needs its card's menu to offer it
   * (spec 02 §4), which the host checks; absent: always.
   */
  readonly mayOpen: ((facts: OpeningFacts) => OpeningVerdict) | undefined;
}

/** A dialog's code and the props the place gives it. */
export interface DialogCode {
  load: () => Promise<ComponentType<never>>;
  props: (context: DialogContext) => object | null;
}

interface DialogOptions<N extends string, V extends string, C extends DialogPlace['card'], P> {
  name: N;
  views?: readonly V[];
  card?: C;
  hasPages?: boolean;
  steps?: readonly number[];
  filter?: { list: FilterList; view: NoInfer<V> };
  isOffline?: boolean;
  /** The dialog's component, from a chunk of its own (`() => import('./components/…').then(…)`). */
  load?: () => Promise<ComponentType<P>>;
  /**
   * Its props from the place. Give the return type (`(context): Props | null =>`): the dialog names are derived from
   * the declarations, so an inferred one would make a declaration's type depend on itself.
   */
  props?: (context: DialogContext) => NoInfer<P> | null;
  mayOpen?: (facts: OpeningFacts) => OpeningVerdict;
}

/** Declares a dialog of a feature (its dialogs.ts); src/app/dialogs/registry.ts lists it. */
export function defineDialog<const N extends string, P extends object, const V extends string = never, const C extends DialogPlace['card'] = undefined>(
  options: DialogOptions<N, V, C, P>,
): DialogDeclaration<N, V, C> {
  const { load, props } = options;
  if ((load === undefined) !== (props === undefined)) throw new Error(`dialog ${options.name}: give both its code and its props, or neither`);
  return {
    name: options.name,
    views: options.views ?? [],
    card: options.card as C,
    hasPages: options.hasPages ?? false,
    steps: options.steps ?? [],
    filter: options.filter,
    isOffline: options.isOffline ?? false,
    code: load && props ? { load: load as () => Promise<ComponentType<never>>, props } : undefined,
    mayOpen: options.mayOpen,
  };
}

/** A card dialog's props: only once its card is known. */
export const withCard =
  <P>(make: (context: DialogContext, card: Card) => P) =>
  (context: DialogContext): P | null =>
    context.card ? make(context, context.card) : null;

/** A dialog's props that need the signed-in user: only once the user is known. */
export const withUser =
  <P>(make: (context: DialogContext, user: User) => P) =>
  (context: DialogContext): P | null =>
    context.user ? make(context, context.user) : null;

/** What every dialog takes: whether it is open, and how it closes. */
export const basicProps = ({ open, close }: DialogContext): { open: boolean; onClose: () => void } => ({ open, onClose: close });
