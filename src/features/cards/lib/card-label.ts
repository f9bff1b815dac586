import type { IntlShape } from 'react-intl';
import type { Card } from '@contract-kit/model';

/** A card's name as the user sees it: the name it was given, else its kind ("Debit Card" / "Credit Card"). */
export function cardDisplayName(intl: IntlShape, card: Card): string {
  return card.name.trim() || intl.formatMessage({ id: card.model === 'debit' ? 'cards.model.debit' : 'cards.model.credit' });
}

/** A card as an option of a card dropdown: its name and the last four digits of its number. */
export function cardOptionLabel(intl: IntlShape, card: Card): string {
  return intl.formatMessage({ id: 'cards.select.option' }, { name: cardDisplayName(intl, card), lastFour: card.lastFourDigits });
}
