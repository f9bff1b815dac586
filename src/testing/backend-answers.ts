import { vi } from 'vitest';

/** A chain of a family the app does not support (spec 01 §9 allows only the Ethereum and Tron families). */
export const FOREIGN_CHAIN = { id: 'solana', eco: 'solana', name: 'Solana', fullname: 'Solana Mainnet', network: 'mainnet' } as const;

/**
 * Makes the backend's list of blockchains also name {@link FOREIGN_CHAIN} — first or last — as a real backend may
 * (the mock server keeps to the contract). Returns the restore function.
 */
export function listForeignChain(position: 'first' | 'last'): () => void {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    if (!String(input).endsWith('/api/crypto/blockchains')) return response;
    const body = (await response.json()) as { data: unknown[] };
    if (position === 'first') body.data.unshift({ ...FOREIGN_CHAIN });
    else body.data.push({ ...FOREIGN_CHAIN });
    return Response.json(body);
  });
  return () => spy.mockRestore();
}
