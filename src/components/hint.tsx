import { cloneElement, Suspense, useEffect, useId, useState, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';
import { useForkRef } from '@mui/material/utils';
import { lazyModule } from '@/lib/lazy-module';
import { lazyComponent } from './lazy-component';

/**
 * The popup's code (MUI's Tooltip with its Popper and Popper.js, ≈ 10 KB gzip) is a chunk of its own, fetched on the
 * first hover, keyboard focus or long press of a trigger: the screens' first paint does not carry it.
 */
const popupCode = lazyModule(() => import('./hint-popup'));
const HintPopup = lazyComponent(popupCode, (module) => module.default);

/** MUI Tooltip's own delays: before it opens on hover or focus, on a long press, and how long it stays after a touch. */
const ENTER_DELAY_MS = 100;
const TOUCH_ENTER_DELAY_MS = 700;
const TOUCH_LEAVE_DELAY_MS = 1500;

type Handler<E> = ((event: E) => void) | undefined;

/** What Hint gives its trigger (a DOM element, or a component that spreads its props and forwards its ref to one). */
export interface HintTriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onPointerEnter?: Handler<PointerEvent<HTMLElement>>;
  onPointerLeave?: Handler<PointerEvent<HTMLElement>>;
  onPointerDown?: Handler<PointerEvent<HTMLElement>>;
  onPointerUp?: Handler<PointerEvent<HTMLElement>>;
  onPointerCancel?: Handler<PointerEvent<HTMLElement>>;
  onFocus?: Handler<FocusEvent<HTMLElement>>;
  onBlur?: Handler<FocusEvent<HTMLElement>>;
}

export interface HintProps {
  /** The text: the trigger's accessible name (or, with `describeChild`, its description while shown). */
  title: string;
  children: ReactElement<HintTriggerProps>;
  placement?: 'top' | 'bottom';
  /** The title describes the trigger (which has a name of its own) instead of naming it. */
  describeChild?: boolean;
  /** Shown whatever the pointer and focus do (e.g. "Copied"); `undefined` leaves it to them. */
  open?: boolean;
}

/** The Hint's pending timers, by what they are for (one each: hover and focus open independently). */
type TimerName = 'hover' | 'focus' | 'leave' | 'touch';

class Timers {
  private readonly ids = new Map<TimerName, ReturnType<typeof setTimeout>>();

  start(name: TimerName, ms: number, run: () => void): void {
    this.clear(name);
    this.ids.set(name, setTimeout(run, ms));
  }

  clear(name: TimerName): void {
    clearTimeout(this.ids.get(name));
    this.ids.delete(name);
  }

  clearAll(): void {
    for (const id of this.ids.values()) clearTimeout(id);
    this.ids.clear();
  }
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without the selector: every focus counts as from the keyboard (MUI's own check says never).
    return true;
  }
}

/**
 * A tooltip, as MUI's Tooltip shows it (same look, placement, delays, long press on touch screens, Escape to dismiss,
 * hoverable), whose popup code loads on first use. Before it has loaded the trigger already has what the tooltip gives
 * it for assistive technology: its name from the title (unless it has one), or the description while shown.
 */
export function Hint({ title, children, placement = 'bottom', describeChild = false, open: forcedOpen }: HintProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isTouched, setTouched] = useState(false);
  const [isDismissed, setDismissed] = useState(false);
  const [timers] = useState(() => new Timers());
  useEffect(() => () => timers.clearAll(), [timers]);

  const hasTitle = title !== '';
  const isOpen = hasTitle && (forcedOpen ?? ((isHovered || isFocused || isTouched) && !isDismissed));
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    if (!isOpen || forcedOpen !== undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, forcedOpen]);

  const openSoon = (show: (value: boolean) => void, delay: number, timer: 'hover' | 'focus' | 'touch') => {
    popupCode.preload();
    timers.clear('leave');
    setDismissed(false);
    timers.start(timer, delay, () => show(true));
  };

  const childProps = children.props;
  const ref = useForkRef(childProps.ref, setAnchor);

  const triggerProps: HintTriggerProps = {
    ...(describeChild ? { 'aria-describedby': isOpen ? id : undefined } : { 'aria-label': hasTitle ? title : undefined }),
    ...childProps,
    ref,
    onPointerEnter: (event) => {
      childProps.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') openSoon(setHovered, ENTER_DELAY_MS, 'hover');
    },
    onPointerLeave: (event) => {
      childProps.onPointerLeave?.(event);
      if (event.pointerType === 'touch') return;
      timers.clear('hover');
      // The pointer may be on its way onto the popup (hoverable): it says so before this runs.
      timers.start('leave', 0, () => setHovered(false));
    },
    onPointerDown: (event) => {
      childProps.onPointerDown?.(event);
      if (event.pointerType === 'touch') openSoon(setTouched, TOUCH_ENTER_DELAY_MS, 'touch');
    },
    onPointerUp: (event) => {
      childProps.onPointerUp?.(event);
      if (event.pointerType !== 'touch') return;
      timers.start('touch', TOUCH_LEAVE_DELAY_MS, () => setTouched(false));
    },
    onPointerCancel: (event) => {
      childProps.onPointerCancel?.(event);
      if (event.pointerType !== 'touch') return;
      timers.clear('touch');
      setTouched(false);
    },
    onFocus: (event) => {
      childProps.onFocus?.(event);
      if (isFocusVisible(event.target)) openSoon(setFocused, ENTER_DELAY_MS, 'focus');
    },
    onBlur: (event) => {
      childProps.onBlur?.(event);
      timers.clear('focus');
      setFocused(false);
    },
  };

  return (
    <>
      {cloneElement(children, triggerProps)}
      {hasOpened && anchor ? (
        <Suspense fallback={null}>
          <HintPopup
            id={id}
            title={title}
            anchor={anchor}
            open={isOpen}
            placement={placement}
            onPointerEnter={() => {
              // Hoverable: the pointer on the popup counts as on the trigger.
              timers.clear('leave');
              setHovered(true);
            }}
            onPointerLeave={() => setHovered(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
