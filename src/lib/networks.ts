import { BlockchainEco } from '@contract-kit/enums';

/**
 * Spec 01 §9: deposits and withdrawals support the Ethereum and Tron families only (the contract's `BlockchainEco`).
 * A backend may list chains of other families; they are left out wherever networks are offered — a network
 * without a deposit address or an address format would give a deposit screen with no address and a withdrawal
 * whose every address fails.
 */
export const SUPPORTED_NETWORK_FAMILIES: readonly string[] = Object.values(BlockchainEco);

export function isSupportedNetwork(chain: { eco: string }): boolean {
  return SUPPORTED_NETWORK_FAMILIES.includes(chain.eco);
}

export function supportedNetworks<T extends { eco: string }>(chains: readonly T[] | undefined): T[] {
  return (chains ?? []).filter(isSupportedNetwork);
}
