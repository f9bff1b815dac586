import type { DialogProps } from '@mui/material/Dialog';
import type { PopoverProps } from '@mui/material/Popover';
import type { SnackbarProps } from '@mui/material/Snackbar';
import { Suspense, useState, type ComponentType } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { lazyComponent } from './lazy-component';
import type * as OverlaysChunk from './overlays-chunk';

type OverlaysModule = typeof OverlaysChunk;

/**
 * The overlays' code: MUI's popovers, dialogs and snackbars, one chunk with the dashboard's menus' lists
 * (vite.config.ts). The dashboard preloads it once it has painted (src/app/preloads.ts), so that an overlay opens at
 * once when the user gets to it.
 */
export const overlaysCode = lazyModule((): Promise<OverlaysModule> => import('./overlays-chunk'));

/**
 * A MUI overlay that is closed when its screen first paints, from the overlays' chunk (MUI's popovers, dialogs and
 * snackbars bring their modal, focus trap, transitions and positioning, ≈ 10 KB of the dashboard's first download).
 * Renders nothing until it is first open; from then on it stays mounted, so that closing plays its exit transition.
 * Nothing to hold in place while its code arrives: an overlay is over the page.
 */
function lazyOverlay<Props extends { open: boolean }>(pick: (module: OverlaysModule) => ComponentType<Props>, name: string) {
  const Overlay = lazyComponent(overlaysCode, pick);
  function LazyOverlay(props: Props) {
    const [hasOpened, setHasOpened] = useState(props.open);
    if (props.open && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  LazyOverlay.displayName = `Lazy${name}`;
  return LazyOverlay;
}

export const Popover = lazyOverlay<PopoverProps>((module) => module.Popover, 'Popover');
export const Dialog = lazyOverlay<DialogProps>((module) => module.Dialog, 'Dialog');
/** A snackbar's `open` is optional in MUI; here it is said, like the others'. */
export const Snackbar = lazyOverlay<SnackbarProps & { open: boolean }>((module) => module.Snackbar, 'Snackbar');
