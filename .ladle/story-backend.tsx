import type { Story } from '@ladle/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { getAccountBalance } from '@/api/generated/endpoints/accounts/accounts';
import { getCards } from '@/api/generated/endpoints/cards/cards';
import { getMe } from '@/api/generated/endpoints/users/users';
import type { AccountBalances, Card, User } from '@contract-kit/model';
import type { MessageId } from '@/i18n';
import { emptyWallet, failing, pending, resetBackend, signInAs } from './mock-backend';

export { action } from '@ladle/react';

export type { MessageId } from '@/i18n';
export { emptyWallet, failing, patchRecord, pending, putRecord, records, signInAs, userByEmail, withFault } from './mock-backend';

// One set-up at a time: a story mounted twice (StrictMode, a locale switch) must not interleave its
// resets, sign-ins and faults with another run's.
let queue: Promise<unknown> = Promise.resolve();

type State<T> = { status: 'setting-up' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/**
 * A story whose backend state is set up first: the mock backend goes back to the seed, `setup` signs a
 * user in, adds faults or edits records (and may return ids), then `render` shows the component against
 * a fresh query cache.
 */
export function withBackend<T>(setup: () => Promise<T> | T, render: (data: T) => ReactElement): Story {
  function StoryWithBackend() {
    const queryClient = useQueryClient();
    const [state, setState] = useState<State<T>>({ status: 'setting-up' });
    useEffect(() => {
      let cancelled = false;
      const run = queue.then(async () => {
        if (cancelled) return;
        resetBackend();
        try {
          const data = await setup();
          queryClient.clear();
          if (!cancelled) setState({ status: 'ready', data });
        } catch (error) {
          if (!cancelled) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      });
      queue = run;
      return () => {
        cancelled = true;
      };
    }, [queryClient]);
    // Ladle chrome, not product UI: a developer-facing diagnostic, deliberately not translated.
    if (state.status === 'failed') return <pre role="alert">{`story set-up failed: ${state.message}`}</pre>;
    return state.status === 'ready' ? render(state.data) : null;
  }
  return StoryWithBackend;
}

/** The signed-in user, as the API returns it. */
export async function me(): Promise<User> {
  return (await getMe()).data;
}

/**
 * The signed-in set-ups the stories of the signed-in page share: the demo user; a newcomer with no cards
 * and zero balances; balances and cards still loading; balances and cards failing.
 */
export const signedIn = {
  demo: async (): Promise<User> => {
    await signInAs('demo@example.com');
    return me();
  },
  empty: async (): Promise<User> => {
    const user = await signInAs('newcomer@example.com');
    emptyWallet(user.id);
    return me();
  },
  loading: async (): Promise<User> => {
    const user = await signedIn.demo();
    pending('getAccountBalance');
    pending('getCards');
    return user;
  },
  failing: async (): Promise<User> => {
    const user = await signedIn.demo();
    failing('getAccountBalance');
    failing('getCards');
    return user;
  },
};

/** The wallet balances of the demo user, and of a newcomer whose wallet is empty (dialogs that take balances). */
export const balancesOf = {
  demo: async (): Promise<AccountBalances> => {
    await signInAs('demo@example.com');
    return balances();
  },
  empty: async (): Promise<AccountBalances> => {
    const user = await signInAs('newcomer@example.com');
    emptyWallet(user.id);
    return balances();
  },
};

/** The signed-in user's first card matching `predicate` (through the API, so it is the wire model). */
export async function cardWhere(predicate: (card: Card) => boolean = () => true): Promise<Card> {
  const card = (await getCards()).data.find(predicate);
  if (!card) throw new Error('No seeded card matches this story');
  return card;
}

/** The demo user's active debit and credit cards, with the demo user signed in (the card dialogs' and panels' stories). */
export const demoActiveCard = {
  debit: async (): Promise<Card> => {
    await signInAs('demo@example.com');
    return cardWhere((card) => card.model === 'debit' && card.status === 'active');
  },
  credit: async (): Promise<Card> => {
    await signInAs('demo@example.com');
    return cardWhere((card) => card.model === 'credit' && card.status === 'active');
  },
};

/** The signed-in user's wallet balances. */
export async function balances(): Promise<AccountBalances> {
  return (await getAccountBalance()).balances;
}

/**
 * Clicks the button labelled with a catalogue message once it shows (e.g. a dialog's confirm button), to
 * show a submitting or failed-submit state. Labels come from the catalogues, so the locale control works.
 */
export function ClickOnce({ label }: { label: MessageId }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: label });
  useEffect(() => {
    let done = false;
    const timer = setInterval(() => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text && !candidate.disabled);
      if (button && !done) {
        done = true;
        clearInterval(timer);
        button.click();
      }
    }, 100);
    return () => clearInterval(timer);
  }, [text]);
  return null;
}
