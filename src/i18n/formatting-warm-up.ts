import type { Locale } from '@/config/constants';
import { nextTask } from '@/lib/next-task';

/**
 * The signed-in app formats amounts and times in its first render, and the engine's first number or date format loads
 * ICU's locale data: ≈ 40–60 ms in Chromium on this machine, ≈ 150–250 ms in one task on a 4× slowed phone CPU (issue
 * 18: the dashboard's blocking time). That data is the renderer process's, shared by its threads: a dedicated worker
 * (src/i18n/formatting-warm-up.worker.ts) creates one of each off the main thread, after which the main thread's first
 * formats take a few milliseconds. Called while the dashboard's code downloads; resolves once the worker is done.
 * A chunk of its own (src/i18n/i18n-provider.tsx prepareFormatting): the sign-in screen never needs it.
 *
 * Where no worker can start (an engine without workers, a worker that fails to load), the same two formats are created
 * on the main thread, each in a task of its own, so that neither lands inside the dashboard's first render. Once per
 * locale in a page: the route's loader runs again on every change of the session, and the data stays loaded.
 */
export function warmUpFormatting(locale: Locale): Promise<void> {
  let warming = warmed.get(locale);
  if (!warming) {
    warming = warmUp(locale);
    warmed.set(locale, warming);
  }
  return warming;
}

const warmed = new Map<Locale, Promise<void>>();

function warmUp(locale: Locale): Promise<void> {
  let worker: Worker;
  try {
    if (typeof Worker !== 'function') return warmUpInTasks(locale);
    worker = new Worker(new URL('./formatting-warm-up.worker.ts', import.meta.url), { name: 'formatting-warm-up' });
  } catch {
    return warmUpInTasks(locale);
  }
  return new Promise<void>((resolve) => {
    worker.onmessage = () => {
      worker.terminate();
      resolve();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(warmUpInTasks(locale));
    };
    worker.postMessage(locale);
  });
}

async function warmUpInTasks(locale: Locale): Promise<void> {
  await nextTask();
  new Intl.NumberFormat(locale).format(0);
  await nextTask();
  new Intl.DateTimeFormat(locale).format(0);
}
