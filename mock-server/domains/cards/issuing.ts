import type { CardModel, CardNetwork } from '@contract-kit/model';
import { digits, evmAddress, tronAddress, withLuhnCheckDigit, type RandomInt } from '../../store/ids';

/** A new card's number, expiry and chain addresses (the card issuer's part of an application). */

/** Issuer prefixes: debit cards on Visa (4…), credit cards on Mastercard (5…). */
export const NETWORK_BY_MODEL: Readonly<Record<CardModel, CardNetwork>> = { debit: 'visa', credit: 'mastercard' };
const BIN_BY_NETWORK: Readonly<Record<CardNetwork, string>> = { visa: '453201', mastercard: '542418' };

/**
 * Card number, expiry (MM/YY, `years` after `issuedAt`) and chain addresses of a new card. No CVV: it is derived when
 * asked (MockServices.cvvOf), never stored. Three digits are still drawn where the CVV once was, so that a seed lays
 * out the same cards and addresses as it always did.
 */
export function newCardSecrets(model: CardModel, issuedAt: Date, random: RandomInt, years = 4) {
  const network = NETWORK_BY_MODEL[model];
  const pan = withLuhnCheckDigit(`${BIN_BY_NETWORK[network]}${digits(9, random)}`);
  const expiryMonth = String(issuedAt.getUTCMonth() + 1).padStart(2, '0');
  const expiryYear = String((issuedAt.getUTCFullYear() + years) % 100).padStart(2, '0');
  digits(3, random);
  return {
    network,
    lastFourDigits: pan.slice(-4),
    credentials: { pan, expiry: `${expiryMonth}/${expiryYear}` },
    addresses: { ethereum: evmAddress(random), tron: tronAddress(random) },
    repaymentAddresses: model === 'credit' ? { ethereum: evmAddress(random), tron: tronAddress(random) } : null,
  };
}
