import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { usePlace, type PlacePatch } from '@/components/place-provider';
import { useToast } from '@/components/toast-provider';
import { useCards } from '@/features/cards';
import { withoutCard } from '@/lib/place-views';
import type { PlaceSearch } from '@/lib/places';

/** The change that turns `place` into `next` (a key `next` lacks leaves the address). */
function patchTo(place: PlaceSearch, next: PlaceSearch): PlacePatch {
  const patch: Record<string, unknown> = { ...next };
  for (const key of Object.keys(place)) if (!(key in next)) patch[key] = undefined;
  return patch as PlacePatch;
}

/**
 * A place can name any card id (a link, an old bookmark, another user's card): once the user's cards are known and
 * the named card is not one of them, the spec's "Card not found" toast shows and the card — with the dialog that acts
 * on it — leaves the address, so the dashboard shows its default view. Renders nothing.
 */
export function CardPlaceGuard() {
  const intl = useIntl();
  const { toast } = useToast();
  const { place, set } = usePlace();
  const cards = useCards();
  // Only against a settled list: a card the app itself just created is in the refetch that is under way.
  const known = cards.isSuccess && !cards.isFetching ? cards.data : undefined;
  const unknown = known ? [place.card, place.txCard].find((id) => id !== undefined && !known.some((card) => card.id === id)) : undefined;
  useEffect(() => {
    if (unknown === undefined) return;
    toast({ variant: 'destructive', title: intl.formatMessage({ id: 'dashboard.cardNotFound' }) });
    set(patchTo(place, withoutCard(place, unknown)));
    // Once per unknown card (the place changes with the fix).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknown]);
  return null;
}
