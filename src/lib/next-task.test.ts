import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves only after the running task, not in a microtask of it', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await waited;
    expect(order).toEqual(['same task', 'next task']);
  });

  it('waits for a timer when the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const withFrames = () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => undefined));
    vi.useFakeTimers();
    return frames;
  };

  it('calls back in a task after the next frame, not in the frame (before its paint)', async () => {
    const frames = withFrames();
    const callback = vi.fn();
    afterNextPaint(callback);
    await vi.advanceTimersByTimeAsync(50);
    expect(callback).not.toHaveBeenCalled();
    frames.forEach((frame) => frame());
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls nothing once cancelled, before or after the frame', async () => {
    const frames = withFrames();
    const early = vi.fn();
    const late = vi.fn();
    afterNextPaint(early)();
    const cancelLate = afterNextPaint(late);
    frames.forEach((frame) => frame());
    cancelLate();
    await vi.advanceTimersByTimeAsync(10);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('waits only for a timer where there are no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    vi.useFakeTimers();
    const callback = vi.fn();
    afterNextPaint(callback);
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
