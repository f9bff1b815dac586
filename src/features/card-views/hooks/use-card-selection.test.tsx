import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { login } from '@/api/generated/endpoints/auth/auth';
import { getCards } from '@/api/generated/endpoints/cards/cards';
import { mockApp } from '@/testing/mock-backend';
import { isApplicationStatus } from '@/features/cards';
import { useCardSelection } from './use-card-selection';

const signIn = () => login({ email: 'demo@example.com', password: 'Demo-Passw0rd!' });

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
}

/** The demo user's issued cards in the server's order, after making the first one an application. */
async function issuedCardsWithAnApplicationFirst() {
  const all = (await getCards()).data;
  const first = all[0];
  const record = first && mockApp.store.get('cards', first.id);
  if (!record) throw new Error('seed lacks cards');
  mockApp.store.put('cards', { ...record, status: 'pending_verification' });
  const issued = all.slice(1).filter((card) => !isApplicationStatus(card.status));
  if (issued.length < 2) throw new Error('seed lacks two issued cards');
  return issued;
}

async function renderSelection(chosenId?: string) {
  const view = renderHook(() => useCardSelection(chosenId), { wrapper });
  await waitFor(() => expect(view.result.current.cards.isSuccess).toBe(true));
  return view;
}

describe('useCardSelection (spec 02 §2 per-card views)', () => {
  it('lists only issued cards and defaults to the first of them', async () => {
    await signIn();
    const issued = await issuedCardsWithAnApplicationFirst();
    const { result } = await renderSelection();
    expect(result.current.issued.map((card) => card.id)).toEqual(issued.map((card) => card.id));
    expect(result.current.selected?.id).toBe(issued[0]?.id);
  });

  it('shows the chosen card', async () => {
    await signIn();
    const [, second] = await issuedCardsWithAnApplicationFirst();
    const { result } = await renderSelection(second?.id);
    expect(result.current.selected?.id).toBe(second?.id);
  });

  it('falls back to the first card when the choice is not an issued card (unknown, or an application)', async () => {
    await signIn();
    const [first] = await issuedCardsWithAnApplicationFirst();
    const application = mockApp.store.find('cards', (card) => card.status === 'pending_deposit');
    expect((await renderSelection('no-such-card')).result.current.selected?.id).toBe(first?.id);
    expect((await renderSelection(application?.id)).result.current.selected?.id).toBe(first?.id);
  });

  it('has no selection while the user has no issued card', async () => {
    await login({ email: 'newcomer@example.com', password: 'Newcomer-Passw0rd!' });
    const { result } = await renderSelection();
    expect(result.current.issued).toEqual([]);
    expect(result.current.selected).toBeUndefined();
  });
});
