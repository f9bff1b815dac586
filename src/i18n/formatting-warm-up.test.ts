import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFormatting } from './formatting-warm-up';

const { NumberFormat: EngineNumberFormat, DateTimeFormat: EngineDateTimeFormat } = Intl;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmUpFormatting', () => {
  /** Records the formats the main thread creates. */
  function watchFormats(): string[] {
    const created: string[] = [];
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, locale?: Intl.LocalesArgument) {
      created.push(`number ${String(locale)}`);
      return new EngineNumberFormat(locale);
    } as unknown as typeof Intl.NumberFormat);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (this: unknown, locale?: Intl.LocalesArgument) {
      created.push(`date ${String(locale)}`);
      return new EngineDateTimeFormat(locale);
    } as unknown as typeof Intl.DateTimeFormat);
    return created;
  }

  /** A stand-in for the browser's Worker: records what it was made from and sent; the test answers or fails it. */
  class FakeWorker {
    static made: FakeWorker[] = [];
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    sent: unknown[] = [];
    terminated = false;
    constructor(
      readonly url: URL,
      readonly options?: WorkerOptions,
    ) {
      FakeWorker.made.push(this);
    }
    postMessage(message: unknown) {
      this.sent.push(message);
    }
    terminate() {
      this.terminated = true;
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  it('loads the formatting data in a worker, sent the locale, and creates no format on the main thread', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const created = watchFormats();
    let done = false;
    const warming = warmUpFormatting('zh-CN').then(() => (done = true));
    const [worker] = FakeWorker.made;
    expect(FakeWorker.made).toHaveLength(1);
    expect(worker?.url.pathname).toMatch(/formatting-warm-up\.worker\.ts$/);
    expect(worker?.sent).toEqual(['zh-CN']);
    await Promise.resolve();
    expect(done).toBe(false);
    worker?.onmessage?.(new MessageEvent('message', { data: 'ready' }));
    await warming;
    expect(worker?.terminated).toBe(true);
    expect(created).toEqual([]);
    // Once per locale in a page: the loader runs again with every change of the session.
    await warmUpFormatting('zh-CN');
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('creates the two formats on the main thread, each after the running task, when the worker fails to load', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const created = watchFormats();
    const warming = warmUpFormatting('zh-TW');
    const [worker] = FakeWorker.made;
    const failure = new Event('error', { cancelable: true });
    worker?.onerror?.(failure);
    expect(failure.defaultPrevented).toBe(true);
    expect(worker?.terminated).toBe(true);
    expect(created).toEqual([]);
    await warming;
    expect(created).toEqual(['number zh-TW', 'date zh-TW']);
  });

  it('creates the two formats on the main thread, each after the running task, where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const created = watchFormats();
    const done = warmUpFormatting('en');
    expect(created).toEqual([]);
    await done;
    expect(created).toEqual(['number en', 'date en']);
  });
});
