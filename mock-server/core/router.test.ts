import { describe, expect, it } from 'vitest';
import { operations } from '@contract-kit/operations';
import { createRouter } from './router';

const router = createRouter(operations);

describe('router', () => {
  it('prefers literal segments over templated ones', () => {
    const me = router.match('GET', '/api/users/me');
    expect(me.kind === 'found' && me.operation.operationId).toBe('getMe');
    const language = router.match('GET', '/api/users/language');
    expect(language.kind === 'found' && language.operation.operationId).toBe('getUserLanguage');
    const byId = router.match('GET', '/api/users/abc-123');
    expect(byId.kind === 'found' && byId.operation.operationId).toBe('getUser');
    expect(byId.kind === 'found' && byId.params).toEqual({ userId: 'abc-123' });
  });

  it('extracts several path parameters', () => {
    const match = router.match('POST', '/api/cards/card-1/approvals/ap-9/approve');
    expect(match.kind === 'found' && match.params).toEqual({ id: 'card-1', approvalId: 'ap-9' });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('DELETE', '/api/cards/abc/freeze')).toEqual({ kind: 'method-not-allowed', allowed: ['POST'] });
    expect(router.match('GET', '/api/nothing/here')).toEqual({ kind: 'not-found' });
  });

  it('matches GET and POST on the same path to different operations', () => {
    const get = router.match('GET', '/api/cards/c1/deposit');
    const post = router.match('POST', '/api/cards/c1/deposit');
    expect(get.kind === 'found' && get.operation.operationId).toBe('getDeposit');
    expect(post.kind === 'found' && post.operation.operationId).toBe('deposit');
  });
});
