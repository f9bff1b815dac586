import type { DialogProps } from '@mui/material/Dialog';
import type { PopoverProps } from '@mui/material/Popover';
import type { SnackbarProps } from '@mui/material/Snackbar';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import type * as OverlaysChunk from './overlays-chunk';

type OverlaysModule = typeof OverlaysChunk;

const loadOverlays = (): Promise<OverlaysModule> => import('./overlays-chunk');

const preloads = new Set<() => Promise<unknown>>();

/**
 * Starts downloading the overlays' code: MUI's popovers, dialogs and snackbars (below) and every component made with
 * {@link onDemand} (the dashboard's menus), one chunk (vite.config.ts). The dashboard calls it once the browser is idle
 * after its first paint, so that a menu opens at once when the user gets to it.
 */
export function preloadOverlays(): void {
  for (const start of preloads) void start().catch(() => undefined);
}

/**
 * A component of the overlays' chunk, which is not part of the screen's first download (issue 18: a menu's list, a
 * popover, a dialog: nothing of them shows until the user opens one). Once {@link preloadOverlays} has brought its code,
 * it renders in the same commit as what opened it; before, it suspends until the code is there (render it inside a
 * Suspense boundary). A download that fails reaches the nearest error boundary (the service worker precaches the chunk,
 * so an offline page has it); the preload tries a failed download again.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, name: string): ComponentType<Props> {
  const code = lazyModule(load);
  preloads.add(code.load);
  const Lazy = lazy(() => code.load().then((component) => ({ default: component })));
  function OnDemand(props: Props) {
    // Chosen once per mount: switching from one to the other would mount the component again.
    const [Component] = useState<ComponentType<Props> | LazyExoticComponent<ComponentType<Props>>>(() => code.current() ?? Lazy);
    return <Component {...props} />;
  }
  OnDemand.displayName = name;
  return OnDemand;
}

/**
 * A MUI overlay that is closed when its screen first paints, from the overlays' chunk (MUI's popovers, dialogs and
 * snackbars bring their modal, focus trap, transitions and positioning, ≈ 10 KB of the dashboard's first download).
 * Renders nothing until it is first open; from then on it stays mounted, so that closing plays its exit transition.
 * Nothing to hold in place while its code arrives: an overlay is over the page.
 */
function lazyOverlay<Props extends { open: boolean }>(pick: (module: OverlaysModule) => ComponentType<Props>, name: string) {
  const Overlay = onDemand(() => loadOverlays().then(pick), name);
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
