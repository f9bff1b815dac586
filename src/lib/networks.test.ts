import { describe, expect, it } from 'vitest';
import { isSupportedNetwork, supportedNetworks, SUPPORTED_NETWORK_FAMILIES } from './networks';

describe('supported networks (spec 01 §9: the Ethereum and Tron families)', () => {
  it('are the families of the contract', () => {
    expect(SUPPORTED_NETWORK_FAMILIES).toEqual(['ethereum', 'tron']);
  });

  it('keeps Ethereum, Base, BSC, Optimism and Tron, and leaves out any other family', () => {
    const chains = [
      { id: 'ethereum', eco: 'ethereum' },
      { id: 'solana', eco: 'solana' },
      { id: 'base', eco: 'ethereum' },
      { id: 'bitcoin', eco: 'bitcoin' },
      { id: 'tron', eco: 'tron' },
    ];
    expect(supportedNetworks(chains).map((chain) => chain.id)).toEqual(['ethereum', 'base', 'tron']);
    expect(isSupportedNetwork({ eco: 'Ethereum' })).toBe(false);
    expect(supportedNetworks(undefined)).toEqual([]);
  });
});
