import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Card } from '@contract-kit/model';
import { renderWithProviders } from '@/testing/render';
import { CardCarousel } from './card-carousel';

const card = (id: string, lastFour: string, name: string): Card => ({
  id,
  name,
  lastFourDigits: lastFour,
  model: 'debit',
  type: 'VIRTUAL',
  currency: 'USD',
  network: 'visa',
  status: 'active',
  physicalStatus: 'null',
  deposit: { available: '100.00', limit: '5000.00', current: '100.00' },
  credit: { limit: '0', available: '0', used: '0', current: '0' },
  createdAt: '2026-06-02T09:12:44.000Z',
});

const CARDS = [card('c1', '1111', 'First'), card('c2', '2222', 'Second'), card('c3', '3333', 'Third')];

function Harness({ onSelect }: { onSelect: (card: Card) => void }) {
  const [selectedId, setSelectedId] = useState<string | null>('c1');
  return (
    <CardCarousel
      cards={CARDS}
      selectedId={selectedId}
      onSelect={(next) => {
        setSelectedId(next.id);
        onSelect(next);
      }}
      cardWidth={320}
      tile={<button type="button">Apply tile</button>}
    />
  );
}

const track = () => screen.getByRole('region', { name: 'Cards' }).firstElementChild as HTMLElement;
const selectedSlide = () => screen.getAllByRole('group').find((slide) => slide.getAttribute('aria-current') === 'true');

describe('CardCarousel (spec 02 §2, §9)', () => {
  it('moves with the arrow keys, Home and End, 320 px cards 24 px apart', () => {
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);
    const region = screen.getByRole('region', { name: 'Cards' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(4);
    expect(within(selectedSlide() as HTMLElement).getByText('First')).toBeInTheDocument();

    region.focus();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c2' }));
    expect(selectedSlide()).toHaveAccessibleName('2 of 4');
    expect(getComputedStyle(track()).transform).toBe('translate3d(-344px, 0px, 0px)');

    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    // On the apply tile: the selection stays on the last card.
    expect(getComputedStyle(track()).transform).toBe('translate3d(-1032px, 0px, 0px)');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c3' }));
    expect(screen.getByRole('button', { name: 'Next card' })).toBeDisabled();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(getComputedStyle(track()).transform).toBe('translate3d(-1032px, 0px, 0px)');

    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(getComputedStyle(track()).transform).toBe('translate3d(-688px, 0px, 0px)');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c1' }));
    expect(screen.getByRole('button', { name: 'Previous card' })).toBeDisabled();
    fireEvent.keyDown(region, { key: 'End' });
    expect(getComputedStyle(track()).transform).toBe('translate3d(-1032px, 0px, 0px)');
  });

  it('moves with the previous and next buttons', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<Harness onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c2' }));
    await user.click(screen.getByRole('button', { name: 'Previous card' }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c1' }));
  });

  it('swipes past min(50, 15% of the width) = 48 px, and snaps back below it', () => {
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);
    const region = screen.getByRole('region', { name: 'Cards' });
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    /** A touch drag from → to, moving in two steps over durationMs. */
    const drag = (from: number, to: number, durationMs: number) => {
      now = 10_000;
      fireEvent.pointerDown(region, { pointerId: 1, clientX: from, button: 0, pointerType: 'touch' });
      now += durationMs / 2;
      fireEvent.pointerMove(region, { pointerId: 1, clientX: (from + to) / 2, pointerType: 'touch' });
      now += durationMs / 2;
      fireEvent.pointerMove(region, { pointerId: 1, clientX: to, pointerType: 'touch' });
      now += 1;
      fireEvent.pointerUp(region, { pointerId: 1, clientX: to, pointerType: 'touch' });
    };
    // Slow drags: distance decides.
    drag(300, 260, 1000);
    expect(onSelect).not.toHaveBeenCalled();
    drag(300, 252, 1000);
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c2' }));
    drag(100, 150, 1000);
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c1' }));
    // A short flick at 0.3 px/ms or faster moves too; slower does not.
    onSelect.mockClear();
    drag(300, 270, 100);
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c2' }));
    onSelect.mockClear();
    drag(300, 280, 200);
    expect(onSelect).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('follows a horizontal wheel and ignores a vertical one', () => {
    const onSelect = vi.fn();
    renderWithProviders(<Harness onSelect={onSelect} />);
    const region = screen.getByRole('region', { name: 'Cards' });
    fireEvent.wheel(region, { deltaX: 0, deltaY: 120 });
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.wheel(region, { deltaX: 60, deltaY: 4 });
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c2' }));
  });

  it('selects a card by clicking it', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<Harness onSelect={onSelect} />);
    await user.click(screen.getByText('Third'));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c3' }));
  });
});
