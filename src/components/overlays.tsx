import type { DialogProps } from '@mui/material/Dialog';
import type { PopoverProps } from '@mui/material/Popover';
import type { SnackbarProps } from '@mui/material/Snackbar';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type * as OverlaysChunk from './overlays-chunk';

type OverlaysModule = typeof OverlaysChunk;

const loadOverlays = (): Promise<OverlaysModule> => import('./overlays-chunk');

/**
 * Starts downloading the overlays' code (below, and the menus that load with it: vite.config.ts). The dashboard calls
 * it once the browser is idle after its first paint, so that a menu opens at once when the user gets to it; an overlay
 * asked to open before then waits for it.
 */
export function preloadOverlays(): void {
  void loadOverlays().catch(() => undefined);
}

/**
 * An overlay that is closed when its screen first paints, as a chunk of its own (issue 18: MUI's popovers, dialogs,
 * snackbars and menus bring their modal, focus trap, transitions and positioning, ≈ 10 KB of the dashboard's first
 * download, and nothing of them shows until one opens; a menu's items load with it, see HeaderMenu). Renders nothing until it is first open; from then on it stays
 * mounted, so that closing plays its exit transition. Nothing to hold in place meanwhile: an overlay is over the page.
 */
function lazyOverlay<Props extends { open: boolean }>(pick: (module: OverlaysModule) => ComponentType<Props>, name: string) {
  const Overlay = lazy(() => loadOverlays().then((module) => ({ default: pick(module) })));
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
