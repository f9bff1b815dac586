import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { AccountBalances, Card, InsightsPeriod, MerchantCategory, User } from '@contract-kit/model';
import { useLazyModule } from '@/components/lazy-component';
import { HostedDialog, usePlace, type PlaceApi } from '@/components/place-provider';
import { env } from '@/config/env';
import { useSession } from '@/features/auth';
import { loadCataloguePart, MessagesGate } from '@/i18n';
import { loadCardApplicationWizard, useApplicationGuard, type ApplicationBlockedReason, type WizardMove, type WizardPlace } from '@/features/card-application';
import { loadFundCardDialog, loadRepayDialog, loadWithdrawDialog, type FundingMethod } from '@/features/card-funding';
import {
  isApplicationStatus,
  isCardDialogOffered,
  loadApplyProceedDialog,
  loadCardControlsDialog,
  loadChangePinDialog,
  loadFreezeCardDialog,
  loadPhysicalActivationDialog,
  useCards,
} from '@/features/cards';
import { loadDepositDialog, type DepositTab } from '@/features/deposit';
import { loadPaySafeApprovalDialog } from '@/features/paysafe';
import { loadOrderPhysicalCardDialog, loadShippingStatusDialog } from '@/features/physical-card';
import { loadRewardsDialog } from '@/features/referral';
import { loadChangeEmailDialog, loadChangePasswordDialog, loadDevicesDialog, loadMfaDialog } from '@/features/security';
import { loadSpendingInsightsDialog } from '@/features/spending-insights';
import { loadStatementsDialog } from '@/features/statements';
import { loadWeChatDialog } from '@/features/support';
import { loadTransferDialog } from '@/features/transfer';
import { useWalletBalances } from '@/features/wallet';
import { loadWithdrawalDialog, type WithdrawalTab } from '@/features/withdrawal';
import { lazyModule, type LazyModule } from '@/lib/lazy-module';
import { viewOf } from '@/lib/place-views';
import { isCardDialog, type DialogName, type DialogView, type PlaceSearch } from '@/lib/places';
import type { OfflineSnapshot } from '@/lib/offline-snapshot';
import { useShownOfflineSnapshot } from '../offline-snapshot-context';

/** What a dialog's props are made of. */
interface DialogContext {
  open: boolean;
  close: () => void;
  place: PlaceSearch;
  api: PlaceApi;
  user: User | null;
  /** The card the place names, when it is one of the user's cards. */
  card: Card | null;
  /** The place when this opening began (a wizard started for a new application stays one). */
  opening: { place: PlaceSearch; card: Card | null };
  balances: AccountBalances | undefined;
  offline: OfflineSnapshot | null;
}

interface DialogEntry {
  /** The dialog's code with the dialogs' messages. */
  code: LazyModule<unknown>;
  /** The dialog, or null while what it needs (its card, the user) is not known yet. */
  render: (context: DialogContext) => ReactElement | null;
  /** Offered while offline (over the offline snapshot): only what works without the network, or says why not. */
  isOffline?: boolean;
}

/** A dialog of a feature: its code (a handle from the feature's index.ts) and how the place makes its props. */
function dialog<P extends object>(load: () => Promise<ComponentType<P>>, props: (context: DialogContext) => P | null, options: { isOffline?: boolean } = {}): DialogEntry {
  const code = lazyModule(() => Promise.all([load(), loadCataloguePart('dialogs')]).then(([component]) => component));
  return {
    code,
    render: (context) => {
      const component = code.current();
      const made = component ? props(context) : null;
      return component && made ? createElement(component, made) : null;
    },
    ...options,
  };
}

/** A card dialog: only with its card. */
const withCard =
  <P,>(make: (context: DialogContext, card: Card) => P) =>
  (context: DialogContext) =>
    context.card ? make(context, context.card) : null;
const withUser =
  <P,>(make: (context: DialogContext, user: User) => P) =>
  (context: DialogContext) =>
    context.user ? make(context, context.user) : null;
const basic = ({ open, close }: DialogContext) => ({ open, onClose: close });
const setView = (api: PlaceApi, view: DialogView) => api.set({ view });

/** Every dialog a place can name (the reset-password dialog is the sign-in screen's: src/app/session-gate.tsx). */
const DIALOGS: Record<Exclude<DialogName, 'reset-password'>, DialogEntry> = {
  deposit: dialog(loadDepositDialog, (context) => ({ ...basic(context), tab: viewOf(context.place) as DepositTab, onTabChange: (tab: DepositTab) => setView(context.api, tab) })),
  transfer: dialog(loadTransferDialog, (context) => ({ ...basic(context), balances: context.offline ? context.offline.balances : context.balances }), { isOffline: true }),
  withdrawal: dialog(loadWithdrawalDialog, (context) => ({
    ...basic(context),
    balances: context.balances,
    tab: viewOf(context.place) as WithdrawalTab,
    onTabChange: (tab: WithdrawalTab) => setView(context.api, tab),
  })),
  apply: dialog(loadCardApplicationWizard, (context) => {
    const { opening, api } = context;
    if (opening.place.card !== undefined && !opening.card) return null;
    return {
      ...basic(context),
      request: opening.card ? { kind: 'continue' as const, card: opening.card } : { kind: 'new' as const },
      placeStep: context.place.step,
      onPlaceChange: ({ card, step }: WizardPlace, move: WizardMove) => {
        const patch = { card, type: undefined, step };
        if (move === 'push') api.pushInDialog(patch);
        else if (move === 'back') api.backInDialog(patch);
        else api.set(patch);
      },
    };
  }),
  'apply-proceed': dialog(
    loadApplyProceedDialog,
    withCard((context, card) => ({ ...basic(context), card, onProceed: (proceeding: Card) => context.api.openDialog({ dialog: 'apply', card: proceeding.id }) })),
  ),
  statements: dialog(
    loadStatementsDialog,
    withCard((context, card) => ({
      ...basic(context),
      cardId: card.id,
      page: context.place.page ?? 1,
      onPageChange: (page: number) => context.api.set({ page: page > 1 ? page : undefined }),
      onCardChange: (cardId: string) => context.api.set({ card: cardId, page: undefined }),
    })),
  ),
  paysafe: dialog(
    loadPaySafeApprovalDialog,
    withCard((context, card) => ({ ...basic(context), cardId: card.id })),
  ),
  'card-deposit': dialog(
    loadFundCardDialog,
    withCard((context, card) => fundProps(context, card, 'deposit')),
  ),
  'card-stake': dialog(
    loadFundCardDialog,
    withCard((context, card) => fundProps(context, card, 'stake')),
  ),
  'card-withdraw': dialog(
    loadWithdrawDialog,
    withCard((context, card) => ({ ...basic(context), card, mode: 'withdraw' as const })),
  ),
  'card-unstake': dialog(
    loadWithdrawDialog,
    withCard((context, card) => ({ ...basic(context), card, mode: 'unstake' as const })),
  ),
  repay: dialog(
    loadRepayDialog,
    withCard((context, card) => ({ ...basic(context), card, method: viewOf(context.place) as FundingMethod, onMethodChange: (method: FundingMethod) => setView(context.api, method) })),
  ),
  freeze: dialog(
    loadFreezeCardDialog,
    withCard((context, card) => ({ ...basic(context), card, mode: 'freeze' as const })),
  ),
  unfreeze: dialog(
    loadFreezeCardDialog,
    withCard((context, card) => ({ ...basic(context), card, mode: 'unfreeze' as const })),
  ),
  'order-physical-card': dialog(
    loadOrderPhysicalCardDialog,
    // Spec 02 §4: closing the success dialog reloads the page — on the dashboard, not on this dialog's place again.
    withCard((context, card) => ({ ...basic(context), card, onReload: () => context.api.reloadWithout({ dialog: undefined }) })),
  ),
  'shipping-status': dialog(
    loadShippingStatusDialog,
    withCard((context, card) => ({ ...basic(context), card })),
  ),
  'physical-activation': dialog(
    loadPhysicalActivationDialog,
    withCard((context, card) => ({ ...basic(context), card })),
  ),
  'change-pin': dialog(
    loadChangePinDialog,
    withCard((context, card) => ({ ...basic(context), card })),
  ),
  'card-controls': dialog(
    loadCardControlsDialog,
    withCard((context, card) => ({ ...basic(context), card, hasMfa: context.user?.mfaEnabled === true })),
  ),
  insights: dialog(
    loadSpendingInsightsDialog,
    withCard((context, card) => ({
      ...basic(context),
      card,
      period: viewOf(context.place) as InsightsPeriod,
      onPeriodChange: (period: InsightsPeriod) => setView(context.api, period),
      // The card's transactions with the category as their filter's `category` (its other fields kept), in place of
      // the dialog (on a phone: the Cards tab's transactions).
      onShowCategory: (category: MerchantCategory) =>
        context.api.set({ dialog: undefined, view: undefined, tab: 'cards', cardsTab: 'transactions', txCard: card.id, txCategory: category, txPage: undefined }),
    })),
  ),
  'change-password': dialog(loadChangePasswordDialog, basic),
  'change-email': dialog(
    loadChangeEmailDialog,
    withUser((context, user) => ({ ...basic(context), user })),
  ),
  mfa: dialog(
    loadMfaDialog,
    withUser((context, user) => ({ ...basic(context), user })),
  ),
  devices: dialog(loadDevicesDialog, basic),
  rewards: dialog(loadRewardsDialog, (context) => ({ ...basic(context), userId: context.user?.id })),
  wechat: dialog(loadWeChatDialog, basic),
};

function fundProps(context: DialogContext, card: Card, mode: 'deposit' | 'stake') {
  return {
    ...basic(context),
    card,
    mode,
    method: viewOf(context.place) as FundingMethod,
    onMethodChange: (method: FundingMethod) => setView(context.api, method),
    onSwitchToWithdraw: () => context.api.switchDialog({ dialog: mode === 'deposit' ? 'card-withdraw' : 'card-unstake', card: card.id }),
  };
}

const entryOf = (name: DialogName | undefined) => (name && name !== 'reset-password' ? DIALOGS[name] : undefined);

/** Starts downloading a dialog's code (the place names it, or an intent points at it). */
export function preload(name: DialogName): void {
  entryOf(name)?.code.preload();
}

/** Every dialog's code, for the idle-time preloads (src/app/preloads.ts). */
export const DIALOG_CODES: readonly LazyModule<unknown>[] = Object.values(DIALOGS).map((entry) => entry.code);

interface Opening {
  name: Exclude<DialogName, 'reset-password'>;
  key: number;
  place: PlaceSearch;
  card: Card | null;
  /** The opening passed its checks (its card's menu offers it, an application may start). */
  isChecked: boolean;
}

/**
 * The dialog host: shows the dialog the address names (src/lib/places.ts), over the dashboard — one dialog, with its
 * tab or page and its card, whichever feature owns it. Each opening is a fresh dialog (its state starts over); a
 * closed dialog stays mounted until the next one opens, so its closing transition runs and the focus returns to the
 * control that opened it (also when Back closed it). A place that arrives with the address (a link, a reload, Back
 * or Forward) opens only where the app itself could open it: a card dialog when its card's menu offers it (spec 02
 * §4), a new application when one may start; otherwise the dialog leaves the address.
 */
export function Dialogs() {
  const api = usePlace();
  const { place } = api;
  const session = useSession();
  const user = session.data ?? null;
  const offline = useShownOfflineSnapshot();
  const cards = useCards();
  const balances = useWalletBalances();
  const applicationGuard = useApplicationGuard();

  const wanted = entryOf(place.dialog) && (!offline || entryOf(place.dialog)?.isOffline) ? (place.dialog as Opening['name']) : undefined;
  const card = place.card === undefined ? null : (cards.data?.find((candidate) => candidate.id === place.card) ?? null);

  // A new opening whenever the address names a dialog other than the one open.
  const [opening, setOpening] = useState<Opening | null>(null);
  const [openName, setOpenName] = useState<Opening['name'] | undefined>(undefined);
  if (wanted !== openName) {
    setOpenName(wanted);
    if (wanted) setOpening({ name: wanted, key: (opening?.key ?? 0) + 1, place, card, isChecked: false });
  }
  const entry = opening ? DIALOGS[opening.name] : undefined;
  const isOpen = opening !== null && opening.name === wanted;

  // The dialog's code (a failed download is asked for again by the next opening).
  useLazyModule(entry?.code, { isErrorIgnored: true });

  // The opening's checks, once what they need is known. A card that is not the user's is not this host's to
  // answer: the dashboard says "card not found" and takes the card (and its dialog) out of the address.
  const statementsEnabled = env.features.statements;
  const needsCard = opening !== null && (isCardDialog(opening.name) || (opening.name === 'apply' && opening.place.card !== undefined));
  // A new application is decided on the cards: once they are read (or cannot be: failed, or no connection to read them).
  const areCardsKnown = cards.isSuccess || cards.isError || !cards.isFetching;
  let refusal: { key: number; reason: ApplicationBlockedReason | null } | null = null;
  if (opening && !opening.isChecked && isOpen && (needsCard ? card !== null : opening.name !== 'apply' || areCardsKnown)) {
    let reason: ApplicationBlockedReason | null = null;
    let isAllowed = true;
    if (card && isCardDialog(opening.name)) isAllowed = isCardDialogOffered(card, opening.name, { isStatementsEnabled: statementsEnabled });
    else if (opening.name === 'apply' && card) isAllowed = isApplicationStatus(card.status);
    else if (opening.name === 'apply') {
      reason = applicationGuard.blockedReason;
      isAllowed = reason === null;
    }
    if (isAllowed) setOpening({ ...opening, card: opening.card ?? card, isChecked: true });
    else refusal = { key: opening.key, reason };
  }
  // A refused opening leaves the address (saying why, for an application).
  const refusedKey = refusal?.key;
  const refusedReason = refusal?.reason ?? null;
  useEffect(() => {
    if (refusedKey === undefined) return;
    if (refusedReason) applicationGuard.announce(refusedReason);
    api.closeDialog();
    // Once per refused opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusedKey]);

  // The place of the last open render, for the closing one (the place no longer names the dialog, its tab or card).
  const [lastOpen, setLastOpen] = useState<{ place: PlaceSearch; card: Card | null }>({ place, card });
  if (isOpen && (lastOpen.place !== place || lastOpen.card !== card)) setLastOpen({ place, card });

  if (!opening || !entry || !opening.isChecked) return null;
  const shown = isOpen ? { place, card } : lastOpen;
  const element = entry.render({
    open: isOpen,
    close: api.closeDialog,
    place: shown.place,
    api,
    user,
    card: shown.card ?? opening.card,
    opening: { place: opening.place, card: opening.card },
    balances: balances.data?.balances,
    offline,
  });
  return element ? <DialogSlot key={opening.key}>{element}</DialogSlot> : null;
}

/**
 * One opening's dialog (keyed: a new opening starts a fresh dialog): the dialog a place names, with the dialogs' part
 * of the catalogue (loaded with the dialog's code: the gate waits only when it has not arrived yet).
 */
function DialogSlot({ children }: { children: ReactElement }) {
  return (
    <MessagesGate part="dialogs" fallback={null}>
      <HostedDialog>{children}</HostedDialog>
    </MessagesGate>
  );
}
