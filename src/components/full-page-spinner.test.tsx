import { act, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FullPageSpinner, SPINNER_DELAY_MS } from './full-page-spinner';

/** The page's clock as the spinner reads it: moved by the tests (and put back after them: test files share a page). */
let now = 0;
const realNow = performance.now.bind(performance);
beforeAll(() => {
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** What the page shows, replaced as a start goes through its steps. */
let show: (node: ReactNode) => void = () => {};
function Page({ initial }: { initial: ReactNode }) {
  const [node, setNode] = useState(initial);
  useEffect(() => {
    show = setNode;
  }, []);
  return node;
}
const next = (node: ReactNode) => act(() => show(node));

const revealDelay = () => screen.getByRole('status').style.animationDelay;

describe('FullPageSpinner', () => {
  beforeEach(() => {
    // Long after the spinners of the tests before went (here or in another file): each test starts a wait of its own.
    now = Math.max(now, realNow()) + 10_000;
  });

  it('announces loading at once and becomes visible only after the delay (400 ms)', () => {
    expect(SPINNER_DELAY_MS).toBe(400);
    renderWithProviders(<FullPageSpinner />);
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('progressbar', { name: 'Loading…' }));
    expect(revealDelay()).toBe('400ms');
  });

  it('a spinner that takes over from another continues the same wait: it shows when the first would have', () => {
    renderWithProviders(<Page initial={<FullPageSpinner key="session" />} />);
    now += 150;
    next(<FullPageSpinner key="messages" />);
    expect(revealDelay()).toBe('250ms');
    now += 300;
    next(<FullPageSpinner key="screen" />);
    expect(revealDelay()).toBe('0ms');
  });

  it('a spinner right after one that went continues its wait; after a pause, a new wait starts', () => {
    renderWithProviders(<Page initial={<FullPageSpinner />} />);
    now += 200;
    next(<p>Signed in</p>);
    now += 50;
    next(<FullPageSpinner />);
    expect(revealDelay()).toBe('150ms');
    now += 10;
    next(<p>Dashboard</p>);
    now += 101;
    next(<FullPageSpinner />);
    expect(revealDelay()).toBe('400ms');
  });
});
