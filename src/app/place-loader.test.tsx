import { QueryClient } from '@tanstack/react-query';
import type { User } from '@contract-kit/model';
import { describe, expect, it } from 'vitest';
import { createCatalogueParts } from '@/i18n';
import { loadPlace } from './place-loader';

const verifiedUser = { id: 'user-1', verified: true } as User;

describe("the `/` route's loader", () => {
  it("wants the signed-in app's messages once downloaded, so the page's first render already has them", async () => {
    const catalogueParts = createCatalogueParts(['shell']);
    await loadPlace({ queryClient: new QueryClient(), catalogueParts, gate: { kind: 'verified', user: verifiedUser } }, undefined);
    expect([...catalogueParts.current()]).toEqual(['shell', 'main']);
  });

  it('wants no other part for the sign-in form', async () => {
    const catalogueParts = createCatalogueParts(['shell']);
    await loadPlace({ queryClient: new QueryClient(), catalogueParts, gate: { kind: 'signed-out' } }, undefined);
    expect([...catalogueParts.current()]).toEqual(['shell']);
  });
});
