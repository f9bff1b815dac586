import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, offlineError } from '@/api/errors';
import { getGetAccountBalanceQueryKey, getListAccountTransactionsQueryKey, getTransferFundsMutationKey } from '@/api/generated/endpoints/accounts/accounts';
import { getGetPendingApprovalQueryKey } from '@/api/generated/endpoints/approvals/approvals';
import { getListCardTransactionsQueryKey } from '@/api/generated/endpoints/card-transactions/card-transactions';
import { getFreezeCardMutationKey, getGetCardsQueryKey, getGetCreditQueryKey } from '@/api/generated/endpoints/cards/cards';
import { getCreateWithdrawalMutationKey, getGetWithdrawalQueryKey, getListWithdrawalsQueryKey } from '@/api/generated/endpoints/crypto/crypto';
import { operations } from '@contract-kit/operations';
import { EVENT_TYPES } from '@contract-kit/rules/events';
import { EVENT_REFRESHES, eventRefreshKeys, MUTATION_REFRESHES, mutationRefreshOf, refreshAfterMutation, refreshKeys, type Refresh } from './refreshes';

/** A contract path with its parameter names blanked: `/api/cards/{id}/credit` and `/api/cards/{cardId}/credit` are the same. */
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');
const getPaths = new Set(operations.filter((operation) => operation.method === 'GET').map((operation) => shape(operation.path)));
const mutations = operations.filter((operation) => operation.method !== 'GET');
const rows = (table: Readonly<Record<string, Refresh>>) => Object.entries(table);

describe('the refresh table (what each change refreshes)', () => {
  it('has a row for every mutation operation of the contract, and none for anything else', () => {
    const ids = mutations.map((operation) => operation.operationId).sort();
    expect(ids.length).toBeGreaterThan(40);
    const missing = ids.filter((id) => !Object.hasOwn(MUTATION_REFRESHES, id));
    expect(missing, `operations of the contract without a row in src/api/refreshes.ts: ${missing.join(', ')}`).toEqual([]);
    expect(Object.keys(MUTATION_REFRESHES).sort()).toEqual(ids);
  });

  it('has a row for every live event type of the contract', () => {
    // contracts/schemas/simulator.yaml: SimulatorEventType's enum (a list of `- name` lines up to the next schema).
    const yaml = readFileSync('contracts/schemas/simulator.yaml', 'utf8');
    const block = /^SimulatorEventType:\n([\s\S]*?)^\S/m.exec(yaml)?.[1] ?? '';
    const names = [...block.matchAll(/^ {4}- ([\w.-]+)$/gm)].map((match) => match[1]).sort();
    expect(names.length).toBeGreaterThan(0);
    expect([...EVENT_TYPES].sort()).toEqual(names);
    expect(Object.keys(EVENT_REFRESHES).sort()).toEqual(names);
  });

  it('names only GET paths the contract serves, never card credentials, and says why a row refreshes nothing', () => {
    for (const [name, row] of [...rows(MUTATION_REFRESHES), ...rows(EVENT_REFRESHES)]) {
      for (const path of row.paths) {
        expect(getPaths.has(shape(path)), `${name}: ${path} is not a GET path of the contract`).toBe(true);
        expect(path, `${name}: card credentials are fetched only while shown`).not.toMatch(/credentials/);
      }
      if (row.paths.length === 0) expect(row.why, `${name}: an empty row says why`).toBeTruthy();
    }
  });

  it('fills a mutation’s placeholders only from its own path parameters (the variables of its generated hook)', () => {
    for (const [id, row] of rows(MUTATION_REFRESHES)) {
      const operation = mutations.find((candidate) => candidate.operationId === id);
      const own = new Set([...(operation?.path.matchAll(/\{(\w+)\}/g) ?? [])].map((match) => match[1]));
      for (const path of row.paths) for (const [, name] of path.matchAll(/\{(\w+)\}/g)) expect(own.has(name), `${id}: {${name}} in ${path} is not a parameter of ${operation?.path}`).toBe(true);
    }
  });

  it('uses the generated query keys: the path is the first element of every key of that GET', () => {
    expect(refreshKeys(MUTATION_REFRESHES.transferFunds, {})).toEqual(expect.arrayContaining([getGetAccountBalanceQueryKey(), getListAccountTransactionsQueryKey()]));
    expect(refreshKeys(MUTATION_REFRESHES.deposit, { id: 'c1' })).toEqual(expect.arrayContaining([getGetCardsQueryKey(), getGetCreditQueryKey('c1'), getListCardTransactionsQueryKey()]));
    expect(refreshKeys(MUTATION_REFRESHES.createWithdrawal, {})).toEqual(expect.arrayContaining([getListWithdrawalsQueryKey()]));
    expect(refreshKeys(MUTATION_REFRESHES.approveCardApproval, { id: 'c1', approvalId: 'a1' })).toEqual(expect.arrayContaining([getGetPendingApprovalQueryKey('c1')]));
  });

  it('keys rows by the generated mutation keys', () => {
    expect(mutationRefreshOf(getTransferFundsMutationKey())).toBe(MUTATION_REFRESHES.transferFunds);
    expect(mutationRefreshOf(getCreateWithdrawalMutationKey())).toBe(MUTATION_REFRESHES.createWithdrawal);
    expect(mutationRefreshOf(getFreezeCardMutationKey())).toBe(MUTATION_REFRESHES.freezeCard);
    expect(mutationRefreshOf(['somethingElse'])).toBeUndefined();
    expect(mutationRefreshOf(['toString'])).toBeUndefined();
    expect(mutationRefreshOf(undefined)).toBeUndefined();
  });

  it('gives an event its card (`{cardId}`) and its own id (`{id}`); a path whose id the event lacks is left out', () => {
    const urls = (event: Parameters<typeof eventRefreshKeys>[0]) => eventRefreshKeys(event).map((key) => key[0]);
    expect(urls({ type: 'approval.created', cardId: 'c1' })).toEqual(['/api/cards/c1/approval']);
    expect(urls({ type: 'approval.created' })).toEqual([]);
    expect(urls({ type: 'withdrawal.status-changed', id: 'wd-1' })).toEqual(expect.arrayContaining([getListWithdrawalsQueryKey()[0], getGetWithdrawalQueryKey('wd-1')[0]]));
    expect(urls({ type: 'card.updated', id: 'c2' })).toContain('/api/cards/c2/verification');
    expect(urls({ type: 'deposit.credited', payload: { cardId: 'c9' } })).toContain('/api/cards/c9/deposit');
  });
});

describe('refreshAfterMutation (the MutationCache applies the table)', () => {
  const balance = getGetAccountBalanceQueryKey({ profileId: 'p1' });
  const fresh = (queryClient: QueryClient) => queryClient.setQueryData(balance, { success: true, balances: {}, updatedAt: '2026-11-21T10:00:00.000Z' });
  const isInvalidated = (queryClient: QueryClient) => queryClient.getQueryState(balance)?.isInvalidated;

  it('refreshes after an answer, refusals included, but not after an offline failure (nothing was sent)', async () => {
    const queryClient = new QueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationKey: getTransferFundsMutationKey() });
    fresh(queryClient);
    await refreshAfterMutation(queryClient, mutation, offlineError());
    expect(isInvalidated(queryClient)).toBe(false);
    await refreshAfterMutation(queryClient, mutation, new ApiError({ status: 422, code: 'InsufficientBalance', message: 'Insufficient balance' }));
    expect(isInvalidated(queryClient)).toBe(true);
    fresh(queryClient);
    refreshAfterMutation(queryClient, mutation, null);
    expect(isInvalidated(queryClient)).toBe(true);
  });

  it('fills the card from the mutation’s variables, and lets the flow wait only for the rows that say so', async () => {
    const queryClient = new QueryClient();
    const credit = getGetCreditQueryKey('c1');
    const other = getGetCreditQueryKey('c2');
    queryClient.setQueryData(credit, { data: {} });
    queryClient.setQueryData(other, { data: {} });
    const deposit = queryClient.getMutationCache().build(queryClient, { mutationKey: ['deposit'] });
    deposit.state.variables = { id: 'c1', data: {} };
    expect(refreshAfterMutation(queryClient, deposit, null)).toBeUndefined();
    expect(queryClient.getQueryState(credit)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);

    const mfa = queryClient.getMutationCache().build(queryClient, { mutationKey: ['disableMfa'] });
    expect(refreshAfterMutation(queryClient, mfa, null)).toBeInstanceOf(Promise);
    expect(refreshAfterMutation(queryClient, mfa, new ApiError({ status: 400, code: 'InvalidMfaCode', message: 'Invalid code' }))).toBeUndefined();
  });
});
