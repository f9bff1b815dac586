import { createElement, useEffect, useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import type { DialogDeclaration } from '@/components/dialog-declaration';
import { useLazyModule } from '@/components/lazy-component';
import { HostedDialog, usePlace } from '@/components/place-provider';
import { useToast } from '@/components/toast-provider';
import { env } from '@/config/env';
import { useSession } from '@/features/auth';
import { isCardDialogOffered, useCards } from '@/features/cards';
import { useWalletBalances } from '@/features/wallet';
import { loadCataloguePart, MessagesGate } from '@/i18n';
import type { MessageId } from '@/i18n/message-id';
import { lazyModule, type LazyModule } from '@/lib/lazy-module';
import { viewOf } from '@/lib/place-views';
import { isCardDialog, type DialogName, type PlaceSearch } from '@/lib/places';
import { useShownOfflineSnapshot } from '../offline-snapshot-context';
import { DIALOGS } from './registry';

/** A dialog the host shows: its declaration, and its code with the dialogs' part of the catalogue. */
interface Hosted {
  declaration: DialogDeclaration;
  code: LazyModule<(props: object) => ReactElement>;
}

const HOSTED = new Map<string, Hosted>(
  DIALOGS.flatMap((declaration): [string, Hosted][] => {
    const { code } = declaration;
    if (!code) return [];
    const module = lazyModule(() =>
      Promise.all([code.load(), loadCataloguePart('dialogs')]).then(
        ([component]) =>
          (props: object) =>
            createElement(component, props as never),
      ),
    );
    return [[declaration.name, { declaration, code: module }]];
  }),
);

const hostedOf = (name: DialogName | undefined) => (name === undefined ? undefined : HOSTED.get(name));

/** Starts downloading a dialog's code (the place names it, or an intent points at it). */
export function preload(name: DialogName): void {
  hostedOf(name)?.code.preload();
}

/** Every dialog's code, for the idle-time preloads (src/app/preloads.ts). */
export const DIALOG_CODES: readonly LazyModule<unknown>[] = [...HOSTED.values()].map((hosted) => hosted.code);

interface Opening {
  name: DialogName;
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
  const intl = useIntl();
  const { toast } = useToast();
  const session = useSession();
  const user = session.data ?? null;
  const offline = useShownOfflineSnapshot();
  const cards = useCards();
  const balances = useWalletBalances();

  const named = hostedOf(place.dialog);
  const wanted = named && (!offline || named.declaration.isOffline) ? place.dialog : undefined;
  const card = place.card === undefined ? null : (cards.data?.find((candidate) => candidate.id === place.card) ?? null);

  // A new opening whenever the address names a dialog other than the one open.
  const [opening, setOpening] = useState<Opening | null>(null);
  const [openName, setOpenName] = useState<DialogName | undefined>(undefined);
  if (wanted !== openName) {
    setOpenName(wanted);
    if (wanted) setOpening({ name: wanted, key: (opening?.key ?? 0) + 1, place, card, isChecked: false });
  }
  const hosted = opening ? hostedOf(opening.name) : undefined;
  const isOpen = opening !== null && opening.name === wanted;

  // The dialog's code (a failed download is asked for again by the next opening).
  useLazyModule(hosted?.code, { isErrorIgnored: true });

  // The opening's checks, once what they need is known: the card the place names (a card that is not the user's is
  // not this host's to answer: the dashboard says "card not found" and takes the card, and its dialog, out of the
  // address), then the declaration's own. A card dialog opens where its card's menu offers it (spec 02 §4).
  let refusal: { key: number; notice: { title: MessageId; description: MessageId } | null } | null = null;
  if (opening && hosted && !opening.isChecked && isOpen && (opening.place.card === undefined || hosted.declaration.card === undefined || card !== null)) {
    const { declaration } = hosted;
    const offered = !card || !isCardDialog(opening.name) || isCardDialogOffered(card, opening.name, { isStatementsEnabled: env.features.statements });
    // The cards are known once read, or once they cannot be (failed, or no connection to read them).
    const verdict = !offered
      ? { refuse: null }
      : (declaration.mayOpen?.({ card, cards: cards.data, areCardsKnown: cards.isSuccess || cards.isError || !cards.isFetching, areCardsFailed: cards.isError }) ?? 'open');
    if (verdict === 'open') setOpening({ ...opening, card: opening.card ?? card, isChecked: true });
    else if (verdict !== 'wait') refusal = { key: opening.key, notice: verdict.refuse };
  }
  // A refused opening leaves the address (saying why, when the declaration tells the user).
  const refusedKey = refusal?.key;
  const refusedNotice = refusal?.notice ?? null;
  useEffect(() => {
    if (refusedKey === undefined) return;
    if (refusedNotice) toast({ title: intl.formatMessage({ id: refusedNotice.title }), description: intl.formatMessage({ id: refusedNotice.description }), variant: 'destructive' });
    api.closeDialog();
    // Once per refused opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusedKey]);

  // The place of the last open render, for the closing one (the place no longer names the dialog, its tab or card).
  const [lastOpen, setLastOpen] = useState<{ place: PlaceSearch; card: Card | null }>({ place, card });
  if (isOpen && (lastOpen.place !== place || lastOpen.card !== card)) setLastOpen({ place, card });

  const render = hosted?.code.current();
  if (!opening || !hosted?.declaration.code || !render || !opening.isChecked) return null;
  const shown = isOpen ? { place, card } : lastOpen;
  const props = hosted.declaration.code.props({
    open: isOpen,
    close: api.closeDialog,
    place: shown.place,
    view: viewOf(shown.place),
    api,
    user,
    card: shown.card ?? opening.card,
    opening: { place: opening.place, card: opening.card },
    balances: balances.data?.balances,
    offline,
  });
  return props ? <DialogSlot key={opening.key}>{render(props)}</DialogSlot> : null;
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
