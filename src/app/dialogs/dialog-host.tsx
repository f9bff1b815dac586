import { useLazyModule } from '@/components/lazy-component';
import { usePlace } from '@/components/place-provider';
import type { DialogName } from '@/lib/places';
import { dialogsScreen } from './dialogs-code';

/**
 * Starts downloading the dialogs' code: the host's, and the code of the dialog a place names (the route's loader) or
 * that an intent points at (a hover on the menu that opens it).
 */
export function preloadDialogs(name: DialogName): void {
  dialogsScreen.load().then(
    (module) => module.preload(name),
    () => undefined,
  );
}

/**
 * The one place dialogs open from: the dialog the address names (src/lib/places.ts), whichever feature owns it. What
 * opens a dialog only names it in the address (`usePlace().openDialog`); Back closes it, Forward and a reload open it
 * again. Mounted once, over the dashboard (src/routes/index.tsx); its code loads with the first dialog (a failed
 * download is asked for again by the next one), and once there the host stays (a closing dialog plays its exit
 * transition).
 */
export function DialogHost() {
  const { place } = usePlace();
  const isWanted = place.dialog !== undefined || dialogsScreen.current() !== undefined;
  const module = useLazyModule(isWanted ? dialogsScreen : undefined, { isErrorIgnored: true });
  return module ? <module.Dialogs /> : null;
}
