import { createElement, lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';

/** A dialog whose code is a separate chunk, downloaded the first time it opens (or on {@link preloadLazyDialogs}). */
export interface LazyDialogComponent<P extends object> {
  (props: P): ReactElement | null;
  displayName?: string;
  /** Starts downloading the dialog's code (idempotent). */
  preload: () => Promise<unknown>;
}

const registry = new Set<() => Promise<unknown>>();

/**
 * Wraps a dialog for code splitting (a feature's `index.ts` exports the wrapper in place of the component).
 * Nothing renders and nothing loads while `open` is false; once opened, the dialog renders as soon as its
 * chunk is there (no visual fallback: the opener keeps focus until the dialog, which takes it, appears)
 * and stays mounted afterwards so MUI's closing transition and focus return work as before. A dialog
 * without an `open` prop (rendered only when shown) loads at its first render.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, displayName: string): LazyDialogComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // a failed download (offline) is retried next time
        throw error;
      },
    ));
  registry.add(preload);
  const Lazy = lazy(preload) as unknown as ComponentType<P>;

  function LazyDialog(props: P): ReactElement | null {
    const isOpen = (props as { open?: boolean }).open !== false;
    const [wasOpened, setWasOpened] = useState(isOpen);
    useEffect(() => {
      if (isOpen) setWasOpened(true);
    }, [isOpen]);
    if (!isOpen && !wasOpened) return null;
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  }
  LazyDialog.displayName = `Lazy(${displayName})`;
  LazyDialog.preload = preload;
  return LazyDialog;
}

/** Starts downloading every lazy dialog (the dashboard calls it at the user's first interaction). */
export function preloadLazyDialogs(): void {
  for (const preload of registry) void preload().catch(() => undefined);
}
