import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from '@/lib/lazy-module';
import { preloadWhenIdle } from './preloads';

afterEach(() => vi.unstubAllGlobals());

describe('preloadWhenIdle', () => {
  it('downloads the modules one after another, each at an idle moment, skipping those already there', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const order: string[] = [];
    const make = (name: string) => lazyModule(() => Promise.resolve(order.push(name)).then(() => name));
    const there = make('there');
    await there.load();
    const first = make('first');
    const second = make('second');
    const done = preloadWhenIdle([there, first, second]);
    await Promise.resolve();
    expect(order).toEqual(['there']);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    await vi.waitFor(() => expect(order).toEqual(['there', 'first']));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(second.current()).toBeUndefined();
    idle.shift()?.();
    await done;
    expect(order).toEqual(['there', 'first', 'second']);
  });
});
