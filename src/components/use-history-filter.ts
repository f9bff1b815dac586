import { useMemo } from 'react';
import { filterParams, type FilterList, type ListFilter } from '@contract-kit/rules/list-filter';
import { filterOfPlace, placePatchOfFilter, type FilterChoices } from '@/lib/place-views';
import type { PlacePatch } from './place-provider';
import { usePlace } from './place-provider';

/**
 * A history list's filter as its place holds it: the valid filter, its query parameters for the
 * list and export calls, and how to change it (in place, so Back and reload keep it; `alsoSet` resets the list's page).
 */
export function useHistoryFilter(list: FilterList, choices: FilterChoices, alsoSet: PlacePatch = {}) {
  const { place, set } = usePlace();
  const filter = useMemo(() => filterOfPlace(place, list, choices), [place, list, choices]);
  const params = useMemo(() => filterParams(filter), [filter]);
  const isActive = Object.keys(params).length > 0;
  const change = (next: ListFilter) => set({ ...placePatchOfFilter(list, next), ...alsoSet });
  return { filter, params, isActive, change };
}
