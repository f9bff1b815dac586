import { createElement, useContext, useEffect, useRef, type ReactNode } from 'react';
import { DialogLevelContext, useOptionalPlace } from './place-provider';

// Apart from place-provider.tsx, which the entry chunk carries: only dialogs (their own chunks) need this.

/**
 * For a dialog component (ResponsiveDialog): makes Back close the top dialog. A dialog opened inside a hosted
 * one is a history entry of its own while open — Back closes it (and only it), its own close button leaves the entry —
 * so the dialog beneath stays. Returns the provider its content renders in (the next level).
 */
export function useDialogLevel(open: boolean, onClose: () => void): (children: ReactNode) => ReactNode {
  const level = useContext(DialogLevelContext);
  const api = useOptionalPlace();
  const isNested = level !== null && level >= 1 && api !== null;
  const latest = useRef({ api, onClose });
  useEffect(() => {
    latest.current = { api, onClose };
  });
  // The depth of this dialog's own entry once it is there (null: no entry, or not yet landed).
  const own = useRef<{ depth: number; hasLanded: boolean } | null>(null);
  const isActive = isNested && open;
  useEffect(() => {
    if (!isActive) return;
    const current = latest.current.api;
    if (!current) return;
    own.current = { depth: current.depth + 1, hasLanded: false };
    current.pushInDialog({});
    return () => {
      const entry = own.current;
      own.current = null;
      // Closed by its own control (or unmounted) while its entry is still the current one: leave the entry.
      if (entry?.hasLanded && latest.current.api && latest.current.api.depth >= entry.depth) latest.current.api.go(entry.depth - latest.current.api.depth - 1);
    };
  }, [isActive]);
  const depth = api?.depth ?? 0;
  useEffect(() => {
    const entry = own.current;
    if (!entry) return;
    if (depth >= entry.depth) entry.hasLanded = true;
    // Back (or a move back through the history) left this dialog's entry: close the dialog.
    else if (entry.hasLanded) {
      own.current = null;
      latest.current.onClose();
    }
  }, [depth]);
  return (children) => createElement(DialogLevelContext.Provider, { value: level === null ? null : level + 1 }, children);
}
