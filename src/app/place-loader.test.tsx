import { QueryClient } from '@tanstack/react-query';
import type { User } from '@contract-kit/model';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogueParts } from '@/i18n';
import { loadPlace } from './place-loader';

const verifiedUser = { id: 'user-1', verified: true } as User;

describe("the `/` route's loader", () => {
  it("wants the signed-in app's messages once downloaded, so the page's first render already has them (issue 18)", async () => {
    const catalogueParts = createCatalogueParts(['shell']);
    await loadPlace({ queryClient: new QueryClient(), catalogueParts, gate: { kind: 'verified', user: verifiedUser } }, {});
    expect([...catalogueParts.current()]).toEqual(['shell', 'main']);
  });

  it('loads once per session state: the start page and the route ask for the same one (issue 18), a new state loads again', async () => {
    const queryClient = new QueryClient();
    const catalogueParts = createCatalogueParts(['shell']);
    const want = vi.spyOn(catalogueParts, 'want');
    const verified = { kind: 'verified', user: verifiedUser } as const;
    await Promise.all([loadPlace({ queryClient, catalogueParts, gate: verified }, {}), loadPlace({ queryClient, catalogueParts, gate: verified }, {})]);
    expect(want).toHaveBeenCalledTimes(1);
    await loadPlace({ queryClient, catalogueParts, gate: { kind: 'signed-out' } }, {});
    await loadPlace({ queryClient, catalogueParts, gate: verified }, {});
    expect(want).toHaveBeenCalledTimes(2);
  });

  it('wants no other part for the sign-in form', async () => {
    const catalogueParts = createCatalogueParts(['shell']);
    await loadPlace({ queryClient: new QueryClient(), catalogueParts, gate: { kind: 'signed-out' } }, {});
    expect([...catalogueParts.current()]).toEqual(['shell']);
  });
});
