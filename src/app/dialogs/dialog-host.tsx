import { useEffect, useState } from 'react';
import { usePlace } from '@/components/place-provider';
import type { DialogName } from '@/lib/places';
import { dialogsScreen } from '../screens';

/**
 * Starts downloading the dialogs' code: the host's, and a dialog's (the route's loader, for a place that names one)
 * or every dialog's (the dashboard, at the user's first interaction).
 */
export function preloadDialogs(name?: DialogName): void {
  dialogsScreen.load().then(
    (module) => module.preload(name),
    () => undefined,
  );
}

/**
 * The one place dialogs open from: the dialog the address names (src/lib/places.ts), whichever feature owns it. What
 * opens a dialog only names it in the address (`usePlace().openDialog`); Back closes it, Forward and a reload open it
 * again. Mounted once, over the dashboard (src/routes/index.tsx); its code loads with the first dialog.
 */
export function DialogHost() {
  const { place } = usePlace();
  const [module, setModule] = useState(dialogsScreen.current);
  const isWanted = place.dialog !== undefined;
  useEffect(() => {
    if (!isWanted || module) return;
    let isCancelled = false;
    dialogsScreen.load().then(
      (next) => !isCancelled && setModule(() => next),
      () => undefined,
    );
    return () => {
      isCancelled = true;
    };
  }, [isWanted, module]);
  return module ? <module.Dialogs /> : null;
}
