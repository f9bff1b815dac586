import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, preloadWhenIdle } from './lazy-module';

afterEach(() => vi.unstubAllGlobals());

describe('lazyModule', () => {
  it('downloads once, remembers the module, and joins a download under way', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'dialogs' }));
    const code = lazyModule(importer);
    expect(code.current()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.current()).toEqual({ name: 'dialogs' });
    await code.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again at the next ask', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ name: 'menu' });
    const code = lazyModule<{ name: string }>(importer);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toEqual({ name: 'menu' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preloads on intent without a failure escaping', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ name: 'hint' });
    const code = lazyModule<{ name: string }>(importer);
    code.preload();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    code.preload();
    await vi.waitFor(() => expect(code.current()).toEqual({ name: 'hint' }));
  });
});

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
