import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type WheelEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { clampIndex, firstVisibleSlide, swipeDirection, visibleSlideCount } from '../lib/carousel';
import { CARD_GAP_PX, SLIDE_TRANSITION_MS, WHEEL_STEP_PX } from '../lib/cards-constants';
import { CardFace } from './card-face';

/** Movement (px) after which a press becomes a drag: the slide stops receiving the click. */
const DRAG_START_PX = 6;
/** The region's horizontal padding (px, each side): room for the selected card's outline. */
const REGION_PADDING_PX = 4;

/** The width of `node` (null before it is measured, or where nothing measures: then every slide is laid out). */
function useWidth(node: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry ? entry.contentRect.width : null));
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return width;
}

interface CardCarouselProps {
  cards: readonly Card[];
  selectedId: string | null;
  onSelect: (card: Card) => void;
  cardWidth: number;
  /** The apply tile, shown as the last slide. */
  tile: ReactNode;
}

interface DragState {
  pointerId: number;
  startX: number;
  lastX: number;
  lastTime: number;
  velocity: number;
  isDragging: boolean;
}

/**
 * The cards management carousel of wide screens (spec 02 §2, §9): one slide per card plus the apply tile,
 * 320 px cards 24 px apart, moved by swipe, mouse drag, touch, the arrow keys (Home/End too), the previous /
 * next buttons and a horizontal wheel; the slide transition lasts 300 ms. Landing on a card selects it.
 */
export function CardCarousel({ cards, selectedId, onSelect, cardWidth, tile }: CardCarouselProps) {
  const intl = useIntl();
  const regionId = useId();
  const slideCount = cards.length + 1;
  const selectedIndex = cards.findIndex((card) => card.id === selectedId);
  const [position, setPosition] = useState(() => Math.max(0, selectedIndex));
  const [dragOffset, setDragOffset] = useState(0);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const wheel = useRef({ travel: 0, lockedUntil: 0 });
  const step = cardWidth + CARD_GAP_PX;
  const current = clampIndex(position, slideCount);
  // Only whole slides are shown: the region is as wide as the slides that fit, and the track stops once the last
  // slide (the apply tile) is flush with its right edge.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const frameWidth = useWidth(frame);
  const visibleCount = frameWidth === null || frameWidth <= 0 ? null : visibleSlideCount(frameWidth - 2 * REGION_PADDING_PX, cardWidth, CARD_GAP_PX);
  const offset = visibleCount === null ? current : firstVisibleSlide(current, slideCount, visibleCount);

  const goTo = (index: number) => {
    const next = clampIndex(index, slideCount);
    setPosition(next);
    const card = cards[next];
    if (card) onSelect(card);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: slideCount - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    suppressClick.current = false;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, lastX: event.clientX, lastTime: performance.now(), velocity: 0, isDragging: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const deltaX = event.clientX - state.startX;
    if (!state.isDragging && Math.abs(deltaX) >= DRAG_START_PX) {
      state.isDragging = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (!state.isDragging) return;
    const now = performance.now();
    const elapsed = now - state.lastTime;
    if (elapsed > 0) state.velocity = (event.clientX - state.lastX) / elapsed;
    state.lastX = event.clientX;
    state.lastTime = now;
    setDragOffset(deltaX);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state || state.pointerId !== event.pointerId || !state.isDragging) return;
    suppressClick.current = true;
    const deltaX = event.clientX - state.startX;
    // A pause before release is not a flick.
    const velocity = performance.now() - state.lastTime > 100 ? 0 : state.velocity;
    setDragOffset(0);
    const direction = swipeDirection(deltaX, velocity, cardWidth);
    if (direction !== 0) goTo(current + direction);
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
    const now = performance.now();
    if (now < wheel.current.lockedUntil) return;
    wheel.current.travel += event.deltaX;
    if (Math.abs(wheel.current.travel) < WHEEL_STEP_PX) return;
    const direction = wheel.current.travel > 0 ? 1 : -1;
    wheel.current = { travel: 0, lockedUntil: now + SLIDE_TRANSITION_MS };
    goTo(current + direction);
  };

  return (
    <Stack spacing={1.5} ref={setFrame}>
      <Box
        id={regionId}
        role="region"
        aria-roledescription={intl.formatMessage({ id: 'cards.carousel.roleDescription' })}
        aria-label={intl.formatMessage({ id: 'cards.carousel.label' })}
        aria-description={intl.formatMessage({ id: 'cards.carousel.hint' })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onWheel={onWheel}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.stopPropagation();
          event.preventDefault();
        }}
        sx={{
          // clip, not hidden: focusing a control inside a slide must never scroll the track out of place.
          overflow: 'clip',
          overflowClipMargin: '8px',
          touchAction: 'pan-y',
          borderRadius: 3,
          py: 1,
          px: `${REGION_PADDING_PX}px`,
          maxWidth: visibleCount === null ? undefined : visibleCount * step - CARD_GAP_PX + 2 * REGION_PADDING_PX,
          cursor: 'grab',
          '&:active': { cursor: 'grabbing' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: `${CARD_GAP_PX}px`,
            transform: `translate3d(${-offset * step + dragOffset}px, 0, 0)`,
            transition: dragOffset !== 0 ? 'none' : `transform ${SLIDE_TRANSITION_MS}ms ease-out`,
            willChange: 'transform',
          }}
        >
          {cards.map((card, index) => (
            <Box
              key={card.id}
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'cards.carousel.slideRoleDescription' })}
              aria-label={intl.formatMessage({ id: 'cards.carousel.slide' }, { index: index + 1, total: slideCount })}
              aria-current={card.id === selectedId ? 'true' : undefined}
              onClick={() => goTo(index)}
              onFocus={() => {
                if (index !== current) goTo(index);
              }}
              sx={{ flexShrink: 0, width: cardWidth }}
            >
              <CardFace card={card} width={cardWidth} isSelected={card.id === selectedId} />
            </Box>
          ))}
          <Box
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'cards.carousel.slideRoleDescription' })}
            aria-label={intl.formatMessage({ id: 'cards.carousel.slide' }, { index: slideCount, total: slideCount })}
            onFocus={() => {
              if (current !== slideCount - 1) goTo(slideCount - 1);
            }}
            sx={{ flexShrink: 0, width: cardWidth, aspectRatio: '1.586', display: 'flex' }}
          >
            {tile}
          </Box>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label={intl.formatMessage({ id: 'cards.carousel.previous' })} aria-controls={regionId} onClick={() => goTo(current - 1)} disabled={current === 0}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={intl.formatMessage({ id: 'cards.carousel.next' })} aria-controls={regionId} onClick={() => goTo(current + 1)} disabled={current >= slideCount - 1}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
