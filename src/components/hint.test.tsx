import IconButton from '@mui/material/IconButton';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Hint } from './hint';

describe('Hint', () => {
  it('names its trigger from the title before its popup code has loaded, unless the trigger has a name', () => {
    renderWithProviders(
      <>
        <Hint title="Refresh">
          <IconButton>↻</IconButton>
        </Hint>
        <Hint title="Rewards">
          <IconButton aria-label="Open rewards">★</IconButton>
        </Hint>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open rewards' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the title on hover and hides it when the pointer leaves', async () => {
    const { user } = renderWithProviders(
      <Hint title="Refresh">
        <IconButton>↻</IconButton>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('stays while the pointer moves from the trigger onto the tooltip (hoverable), and goes when it leaves that', async () => {
    const { user } = renderWithProviders(
      <>
        <Hint title="Refresh">
          <IconButton>↻</IconButton>
        </Hint>
        <p>elsewhere</p>
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Refresh' }));
    const tooltip = await screen.findByRole('tooltip');
    await user.hover(tooltip);
    // Longer than a closing fade (200 ms) would take.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh');
    await user.hover(screen.getByText('elsewhere'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on keyboard focus, and Escape dismisses it while the focus stays', async () => {
    const { user } = renderWithProviders(
      <Hint title="Copy address">
        <IconButton>⧉</IconButton>
      </Hint>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Copy address' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy address');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('shows when the keyboard focus lands inside a wrapping trigger (a span around a button that can be disabled)', async () => {
    const { user } = renderWithProviders(
      <Hint title="Refresh cards">
        <span>
          <IconButton aria-label="Refresh cards">↻</IconButton>
        </span>
      </Hint>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh cards' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh cards');
  });

  it('still opens for the keyboard focus when the pointer passes over the trigger before it has opened', async () => {
    const { user } = renderWithProviders(
      <Hint title="Refresh">
        <IconButton>↻</IconButton>
      </Hint>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Refresh' });
    await user.hover(button);
    await user.unhover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
  });

  it('with describeChild, describes the trigger while shown and leaves its name alone', async () => {
    const { user } = renderWithProviders(
      <Hint title="Waits for the connection" describeChild>
        <span tabIndex={0} aria-label="Withdrawal">
          Withdrawal
        </span>
      </Hint>,
    );
    const trigger = screen.getByLabelText('Withdrawal');
    expect(trigger).not.toHaveAttribute('aria-describedby');
    await user.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(trigger).toHaveAccessibleDescription('Waits for the connection');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('is shown while open is true, whatever the pointer does', async () => {
    function Copy() {
      const [isCopied, setCopied] = useState(false);
      return (
        <Hint title={isCopied ? 'Copied' : 'Copy'} open={isCopied ? true : undefined} placement="top">
          <IconButton onClick={() => setCopied(true)}>⧉</IconButton>
        </Hint>
      );
    }
    const { user } = renderWithProviders(<Copy />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
    await user.unhover(screen.getByRole('button', { name: 'Copied' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
  });

  it("keeps the trigger's own ref and handlers", async () => {
    const ref = createRef<HTMLButtonElement>();
    const onFocus = vi.fn();
    const onPointerEnter = vi.fn();
    const { user } = renderWithProviders(
      <Hint title="Refresh">
        <IconButton ref={ref} onFocus={onFocus} onPointerEnter={onPointerEnter}>
          ↻
        </IconButton>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(ref.current).toBe(button);
    await user.hover(button);
    await user.tab();
    expect(onPointerEnter).toHaveBeenCalled();
    expect(onFocus).toHaveBeenCalled();
  });

  it('shows on a long press of a touch screen, and goes a moment after the finger lifts', async () => {
    vi.useFakeTimers();
    renderWithProviders(
      <Hint title="Refresh">
        <IconButton>↻</IconButton>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh');
    fireEvent.pointerUp(button, { pointerType: 'touch' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // 1.5 s after the finger lifts it closes (and fades out).
    await act(() => vi.advanceTimersByTimeAsync(600));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
