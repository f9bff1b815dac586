import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
            sx={{
              position: 'fixed',
              zIndex: (theme) => theme.zIndex.snackbar,
              bottom: { xs: 16, sm: 24 },
              right: { xs: 16, sm: 24 },
              left: { xs: 16, sm: 'auto' },
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
