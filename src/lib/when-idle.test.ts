import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the browser's idle callback, with a deadline", async () => {
    const callbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void, _options: { timeout: number }) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    let done = false;
    const idle = whenIdle().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    callbacks.forEach((callback) => callback());
    await idle;
    expect(done).toBe(true);
  });

  it('waits for a timer where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    let done = false;
    void whenIdle().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
