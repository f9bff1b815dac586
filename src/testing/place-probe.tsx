import { usePlace } from '@/components/place-provider';

/** Shows the current place (the search parameters the app's address would carry), for tests to read. */
export function PlaceProbe() {
  const { place } = usePlace();
  const params = new URLSearchParams(Object.entries(place).map(([key, value]) => [key, String(value)]));
  return <output data-testid="place">{params.toString()}</output>;
}

/** The place a {@link PlaceProbe} shows, as an object of strings. */
export function readPlace(element: HTMLElement): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(element.textContent ?? ''));
}

/** The browser's Back and Forward, for tests: buttons that step through the place history. */
export function HistoryButtons() {
  const { go } = usePlace();
  return (
    <>
      <button type="button" onClick={() => go(-1)}>
        history back
      </button>
      <button type="button" onClick={() => go(1)}>
        history forward
      </button>
    </>
  );
}
