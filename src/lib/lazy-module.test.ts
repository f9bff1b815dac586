import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

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
