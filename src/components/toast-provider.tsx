import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import { keyframes, useTheme } from '@mui/material/styles';
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
 * (role alert), the others politely (role status). A toast's time counts from when it has slid in, not from the call;
 * hovering or focusing a toast pauses its timer.
 *
 * One outcome per action on screen: a toast that names its `action` (the withdrawal, a password change) replaces the
 * one that action showed before, so "Invalid Address" never stays above "Withdrawal Submitted". An error the form shows
 * at its field is not raised as a toast too.
 */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000); 0 keeps it until closed. */
  durationMs?: number;
  /** The action whose outcome this is: a later toast of the same action replaces it. */
  action?: string;
}

interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'durationMs'>> {
  id: number;
  description: string | undefined;
  action: string | undefined;
}

interface ToastApi {
  /** Shows a toast; returns its id. */
  toast: (options: ToastOptions) => number;
  /** Closes one toast (its id), the toasts of one action (its name: an outcome that needs no toast replaces them), or all. */
  dismiss: (which?: number | string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** At most this many toasts are on screen; older ones make room. */
const MAX_VISIBLE = 4;

const SEVERITY = { default: 'info', destructive: 'error', success: 'success', warning: 'warning' } as const;
/** Space kept between the toasts and what they avoid (px). */
const TOAST_CLEARANCE_PX = 8;
/** The toasts' side margins on a phone (px). */
const SIDE_MARGIN_PX = 16;
/** Room left free at the top right for a full-screen dialog's close button (px). */
const CLOSE_BUTTON_ROOM_PX = 64;
/** What a toast must not cover in a dialog: anything one clicks or types into. */
const CONTROLS = 'button, [role="button"], a[href], input, select, textarea, [role="tab"], [role="combobox"], [role="checkbox"], [role="radio"]';

/** Where the toasts go: the corner of the screen, a distance above the bottom of the screen, or its top. */
export type ToastPlacement = { kind: 'corner' } | { kind: 'above'; bottomPx: number } | { kind: 'top' };

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * A toast never sits over the navigation or the buttons of a phone-width (full-screen) dialog. Without a dialog, the
 * toasts stand above a navigation fixed to the bottom of the screen. With such a dialog open, the toasts (`stackHeight` tall) go where they cover the fewest of its controls — just above its action bar, at
 * the top over its title (clear of the close button), or at the bottom of the screen — in that order of preference.
 */
export function toastPlacement(doc: Document, stackHeight: number): ToastPlacement {
  const papers = doc.querySelectorAll('.MuiDialog-root:not(.MuiModal-hidden) .MuiDialog-paperFullScreen');
  const paper = papers[papers.length - 1];
  const view = doc.defaultView;
  const width = view?.innerWidth ?? 0;
  const height = view?.visualViewport?.height ?? view?.innerHeight ?? 0;
  if (!paper) {
    // A navigation fixed to the bottom of the screen (the phone layout's tabs): the toasts go above it.
    const bottomNav = [...doc.querySelectorAll('nav')].find((nav) => view?.getComputedStyle(nav).position === 'fixed' && nav.getBoundingClientRect().bottom >= height - 1);
    const top = bottomNav?.getBoundingClientRect().top;
    return top !== undefined && top < height ? { kind: 'above', bottomPx: height - top + TOAST_CLEARANCE_PX } : { kind: 'corner' };
  }
  const actions = paper.querySelector(':scope > .MuiDialogActions-root');
  const candidates: ToastPlacement[] = [];
  if (actions) candidates.push({ kind: 'above', bottomPx: Math.max(0, height - actions.getBoundingClientRect().top) + TOAST_CLEARANCE_PX });
  candidates.push({ kind: 'top' }, { kind: 'above', bottomPx: SIDE_MARGIN_PX });
  const boxOf = (candidate: ToastPlacement): Box =>
    candidate.kind === 'top'
      ? { top: TOAST_CLEARANCE_PX, bottom: TOAST_CLEARANCE_PX + stackHeight, left: SIDE_MARGIN_PX, right: width - CLOSE_BUTTON_ROOM_PX }
      : candidate.kind === 'above'
        ? { top: height - candidate.bottomPx - stackHeight, bottom: height - candidate.bottomPx, left: SIDE_MARGIN_PX, right: width - SIDE_MARGIN_PX }
        : { top: 0, bottom: 0, left: 0, right: 0 };
  const controls = [...paper.querySelectorAll(CONTROLS)].map((control) => control.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
  const covered = (candidate: ToastPlacement) => controls.reduce((total, control) => total + overlap(boxOf(candidate), control), 0);
  let best = candidates[0] ?? { kind: 'top' };
  let bestCovered = covered(best);
  for (const candidate of candidates.slice(1)) {
    if (bestCovered === 0) break;
    const area = covered(candidate);
    if (area < bestCovered) [best, bestCovered] = [candidate, area];
  }
  return best;
}

const PLACEMENT_SX = {
  corner: { bottom: { xs: SIDE_MARGIN_PX, sm: 24 }, top: 'auto', right: { xs: SIDE_MARGIN_PX, sm: 24 }, left: { xs: SIDE_MARGIN_PX, sm: 'auto' } },
  top: { top: TOAST_CLEARANCE_PX, bottom: 'auto', right: CLOSE_BUTTON_ROOM_PX, left: SIDE_MARGIN_PX },
} as const;

/**
 * The placement while toasts are on screen: measured before paint when a toast arrives, and again when the window
 * changes size, something scrolls, or the page changes (a dialog opens or closes, its content changes).
 */
function useToastPlacement(newestToastId: number | null, stack: HTMLElement | null): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>({ kind: 'corner' });
  useLayoutEffect(() => {
    if (newestToastId === null || !stack) return;
    const measure = () => {
      const next = toastPlacement(document, stack.getBoundingClientRect().height);
      setPlacement((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    measure();
    window.addEventListener('resize', measure);
    document.addEventListener('scroll', measure, true);
    const changes = new MutationObserver(measure);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('resize', measure);
      document.removeEventListener('scroll', measure, true);
      changes.disconnect();
    };
  }, [newestToastId, stack]);
  return placement;
}

/**
 * A toast slides in from below the screen (spec 01 §9), as MUI's Slide moved it: the browser's own animation instead of
 * MUI's transition components, which the sign-in screen's first download would otherwise carry.
 */
const slideUp = keyframes`
  from {
    transform: translateY(100vh);
  }
`;

function ToastView({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  const intl = useIntl();
  const [isPaused, setPaused] = useState(false);
  // The countdown starts once the toast has slid in, i.e. once it is on screen: counted from the call, a busy main
  // thread (a slow phone re-rendering after the action that raised it) could spend most of its 5 s before it is seen.
  const [hasEntered, setEntered] = useState(false);
  const remaining = useRef(item.durationMs);
  const { transitions } = useTheme();
  const enterMs = transitions.duration.enteringScreen;
  useEffect(() => {
    const timer = setTimeout(() => setEntered(true), enterMs);
    return () => clearTimeout(timer);
  }, [enterMs]);
  useEffect(() => {
    if (item.durationMs <= 0 || isPaused || !hasEntered) return;
    const started = Date.now();
    const timer = setTimeout(() => onClose(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [hasEntered, isPaused, item.durationMs, item.id, onClose]);

  return (
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
      sx={{ width: '100%', boxShadow: 6, pointerEvents: 'auto', alignItems: 'flex-start', animation: `${slideUp} ${enterMs}ms ${transitions.easing.easeOut}` }}
      data-toast-variant={item.variant}
    >
      <AlertTitle sx={{ mb: item.description ? 0.25 : 0 }}>{item.title}</AlertTitle>
      {item.description}
    </Alert>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((which?: number | string) => {
    setItems((current) => (which === undefined ? [] : current.filter((item) => (typeof which === 'number' ? item.id !== which : item.action !== which))));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const item: ToastItem = {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      durationMs: options.durationMs ?? TOAST_DURATION_MS,
      action: options.action,
    };
    setItems((current) => [...current.filter((shown) => item.action === undefined || shown.action !== item.action), item].slice(-MAX_VISIBLE));
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const [stack, setStack] = useState<HTMLElement | null>(null);
  const placement = useToastPlacement(items[items.length - 1]?.id ?? null, stack);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Mounted on demand, straight under <body>: a modal dialog opened earlier hides only the nodes that
          existed then (aria-hidden), so toasts raised from inside a dialog stay announced and reachable. */}
      {items.length > 0 && (
        <Portal>
          <Stack
            ref={setStack}
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
