import type { Card } from '@contract-kit/model';
import { Big, dec } from '@contract-kit/money';

export type CardAmountKind = 'limit' | 'credit' | 'outstanding' | 'available' | 'used' | 'current';

export interface CardAmount {
  kind: CardAmountKind;
  /** USD decimal string. */
  value: string;
}

export interface CardAmountsView {
  amounts: CardAmount[];
  /** Non-active cards show their status next to the amount. */
  showsStatus: boolean;
}

const nonNegative = (value: Big) => (value.lt(0) ? new Big(0) : value).toFixed(2);

/**
 * Spec 02 §2 "Card face" amounts by type and state:
 * - credit active: Limit, Credit (available), Outstanding (used);
 * - credit non-active: Current (or Available if frozen) and the card status;
 * - debit active: Available and Used (limit minus available);
 * - debit non-active: Current and the status.
 */
export function getCardAmounts(card: Pick<Card, 'model' | 'status' | 'deposit' | 'credit'>): CardAmountsView {
  const isActive = card.status === 'active';
  if (card.model === 'credit') {
    if (isActive) {
      return {
        amounts: [
          { kind: 'limit', value: card.credit.limit },
          { kind: 'credit', value: card.credit.available },
          { kind: 'outstanding', value: card.credit.used },
        ],
        showsStatus: false,
      };
    }
    const amount: CardAmount = card.status === 'frozen' ? { kind: 'available', value: card.credit.available } : { kind: 'current', value: card.credit.current };
    return { amounts: [amount], showsStatus: true };
  }
  if (isActive) {
    return {
      amounts: [
        { kind: 'available', value: card.deposit.available },
        { kind: 'used', value: nonNegative(dec(card.deposit.limit).minus(card.deposit.available)) },
      ],
      showsStatus: false,
    };
  }
  return { amounts: [{ kind: 'current', value: card.deposit.current }], showsStatus: true };
}
