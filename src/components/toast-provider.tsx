import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TOAST_DURATION_MS } from '@/config/constants';

/**
 * App-wide toasts (spec 01 §9: 5 s by default). Usage:
 *
 *   const { toast } = useToast();
 *   toast({ title: 'Transfer Failed', description: error.message, variant: 'destructive' });
 *
 * `title` and `description` are already-translated strings. Destructive toasts are announced assertively
 * (role alert), the others politely (role status). Hovering or focusing a toast pauses its timer.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000); 0 keeps it until closed. */
  durationMs?: number;
}

interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'durationMs'>> {
  id: number;
  description: string | undefined;
}

interface ToastApi {
  /** Shows a toast; returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** At most this many toasts are on screen; older ones make room. */
const MAX_VISIBLE = 4;

const SEVERITY = { default: 'info', destructive: 'error', success: 'success' } as const;
/** Space kept between the toasts and what they avoid (px). */
const TOAST_CLEARANCE_PX = 8;
/** Room left free at the top right for a full-screen dialog's close button (px). */
const CLOSE_BUTTON_ROOM_PX = 64;

/** Where the toasts go: the corner of the screen, just above a full-screen dialog's buttons, or over its title bar. */
export type ToastPlacement = { kind: 'corner' } | { kind: 'above'; bottomPx: number } | { kind: 'top' };

/**
 * Issue 20 item 19: a toast must never sit over the buttons of a phone-width (full-screen) dialog. With such a dialog
 * open, the toasts stand just above its action bar; a dialog without one (its buttons are in its content) gets them
 * over its title bar, clear of the close button.
 */
export function toastPlacement(doc: Document): ToastPlacement {
  const papers = doc.querySelectorAll('.MuiDialog-root:not(.MuiModal-hidden) .MuiDialog-paperFullScreen');
  const paper = papers[papers.length - 1];
  if (!paper) return { kind: 'corner' };
  const actions = paper.querySelector(':scope > .MuiDialogActions-root');
  if (!actions) return { kind: 'top' };
  const view = doc.defaultView;
  const viewportHeight = view?.visualViewport?.height ?? view?.innerHeight ?? 0;
  return { kind: 'above', bottomPx: Math.max(0, viewportHeight - actions.getBoundingClientRect().top) + TOAST_CLEARANCE_PX };
}

const PLACEMENT_SX = {
  corner: { bottom: { xs: 16, sm: 24 }, top: 'auto', right: { xs: 16, sm: 24 }, left: { xs: 16, sm: 'auto' } },
  top: { top: TOAST_CLEARANCE_PX, bottom: 'auto', right: CLOSE_BUTTON_ROOM_PX, left: 16 },
} as const;

/**
 * The placement while toasts are on screen: measured when a toast arrives, when the window changes size and when a
 * dialog opens or closes (dialogs are portalled into <body>).
 */
function useToastPlacement(newestToastId: number | null): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>({ kind: 'corner' });
  // Measured before paint: a toast never shows over the buttons first and moves after.
  useLayoutEffect(() => {
    if (newestToastId === null) return;
    const measure = () => {
      const next = toastPlacement(document);
      setPlacement((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    measure();
    window.addEventListener('resize', measure);
    const dialogs = new MutationObserver(measure);
    dialogs.observe(document.body, { childList: true });
    return () => {
      window.removeEventListener('resize', measure);
      dialogs.disconnect();
    };
  }, [newestToastId]);
  return placement;
}

function ToastView({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  const intl = useIntl();
  const [isPaused, setPaused] = useState(false);
  const remaining = useRef(item.durationMs);
  useEffect(() => {
    if (item.durationMs <= 0 || isPaused) return;
    const started = Date.now();
    const timer = setTimeout(() => onClose(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [isPaused, item.durationMs, item.id, onClose]);

  return (
    <Slide direction="up" in mountOnEnter unmountOnExit>
      <Alert
        role={item.variant === 'destructive' ? 'alert' : 'status'}
        aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
        severity={SEVERITY[item.variant]}
        variant="filled"
        onClose={() => onClose(item.id)}
        slotProps={{ closeButton: { title: intl.formatMessage({ id: 'components.toast.close' }), 'aria-label': intl.formatMessage({ id: 'components.toast.close' }) } }}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        sx={{ width: '100%', boxShadow: 6, pointerEvents: 'auto', alignItems: 'flex-start' }}
        data-toast-variant={item.variant}
      >
        <AlertTitle sx={{ mb: item.description ? 0.25 : 0 }}>{item.title}</AlertTitle>
        {item.description}
      </Alert>
    </Slide>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id?: number) => {
    setItems((current) => (id === undefined ? [] : current.filter((item) => item.id !== id)));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const item: ToastItem = {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      durationMs: options.durationMs ?? TOAST_DURATION_MS,
    };
    setItems((current) => [...current, item].slice(-MAX_VISIBLE));
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const placement = useToastPlacement(items[items.length - 1]?.id ?? null);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Mounted on demand, straight under <body>: a modal dialog opened earlier hides only the nodes that
          existed then (aria-hidden), so toasts raised from inside a dialog stay announced and reachable. */}
      {items.length > 0 && (
        <Portal>
          <Stack
            spacing={1}
            aria-label={intl.formatMessage({ id: 'components.toast.region' })}
            component="section"
            data-placement={placement.kind}
            sx={{
              position: 'fixed',
              zIndex: (theme) => theme.zIndex.snackbar,
              ...(placement.kind === 'above' ? { ...PLACEMENT_SX.corner, bottom: placement.bottomPx } : PLACEMENT_SX[placement.kind]),
              width: { sm: 380 },
              pointerEvents: 'none',
            }}
          >
            {items.map((item) => (
              <ToastView key={item.id} item={item} onClose={dismiss} />
            ))}
          </Stack>
        </Portal>
      )}
    </ToastContext.Provider>
  );
}

/** The toast API; outside a ToastProvider it fails loudly (a missing provider is a bug). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider> (src/app/providers.tsx mounts it)');
  return api;
}
