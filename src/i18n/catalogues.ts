import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@/config/constants';
import type { MessageId } from './message-id';
import shellEn from './compiled/en/shell.json';

/**
 * Each locale's compiled catalogue comes in two parts (scripts/compile-messages.mjs, src/i18n/catalogue-parts.json):
 * - `shell`: what the entry chunk renders — the signed-out screens, the header controls, the PWA notices;
 * - `main`: every other message, needed only by the signed-in app (render it inside <MessagesGate part="main">);
 * - a dialog's own (its namespace, listed under `dialogs`): the texts of one dialog of the signed-in app, loaded with
 *   the dialog's code (render it inside <MessagesGate part="…">), so they stay out of the dashboard's first load.
 * English's shell ships in the entry; every other part is a separate chunk loaded on demand.
 */
export type CataloguePart = 'shell' | 'main' | 'cardControls' | 'insights';

/** Compiled messages (ASTs) by id: one part, or several merged. */
export type CompiledMessages = Partial<Record<MessageId, MessageFormatElement[]>>;

const asMessages = (module: { default: unknown }) => module.default as CompiledMessages;

const loaders: Record<Locale, Record<CataloguePart, () => Promise<CompiledMessages>>> = {
  en: {
    shell: () => Promise.resolve(shellEn as unknown as CompiledMessages),
    main: () => import('./compiled/en/main.json').then(asMessages),
    cardControls: () => import('./compiled/en/cardControls.json').then(asMessages),
    insights: () => import('./compiled/en/insights.json').then(asMessages),
  },
  'zh-CN': {
    shell: () => import('./compiled/zh-CN/shell.json').then(asMessages),
    main: () => import('./compiled/zh-CN/main.json').then(asMessages),
    cardControls: () => import('./compiled/zh-CN/cardControls.json').then(asMessages),
    insights: () => import('./compiled/zh-CN/insights.json').then(asMessages),
  },
  'zh-TW': {
    shell: () => import('./compiled/zh-TW/shell.json').then(asMessages),
    main: () => import('./compiled/zh-TW/main.json').then(asMessages),
    cardControls: () => import('./compiled/zh-TW/cardControls.json').then(asMessages),
    insights: () => import('./compiled/zh-TW/insights.json').then(asMessages),
  },
};

const key = (locale: Locale, part: CataloguePart) => `${locale}/${part}`;
/** Parts loaded (or loading), by `locale/part`: each chunk is fetched once. */
const pending = new Map<string, Promise<CompiledMessages>>();
/** Parts already loaded, readable synchronously. */
const loaded = new Map<string, CompiledMessages>([[key('en', 'shell'), shellEn as unknown as CompiledMessages]]);

function loadPart(locale: Locale, part: CataloguePart): Promise<CompiledMessages> {
  const id = key(locale, part);
  let promise = pending.get(id);
  if (!promise) {
    promise = loaders[locale][part]().then((messages) => {
      loaded.set(id, messages);
      return messages;
    });
    // A failed load (offline, a deploy replaced the chunk) may be retried later.
    promise.catch(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

/** The merged messages of these parts when all are loaded already, else null. */
export function loadedMessages(locale: Locale, parts: Iterable<CataloguePart>): CompiledMessages | null {
  const list = [...parts].map((part) => loaded.get(key(locale, part)));
  return list.every((messages) => messages !== undefined) ? Object.assign({}, ...list) : null;
}

/** The merged messages of these parts of a locale's catalogue. */
export async function loadMessages(locale: Locale, parts: Iterable<CataloguePart>): Promise<CompiledMessages> {
  const list = await Promise.all([...parts].map((part) => loadPart(locale, part)));
  return Object.assign({}, ...list) as CompiledMessages;
}

/** Starts fetching a part early (e.g. the signed-in app's messages while the sign-in request runs). */
export function preloadMessages(locale: Locale, part: CataloguePart): void {
  loadPart(locale, part).catch(() => undefined);
}

/**
 * Makes a part available synchronously, as if loaded (test set-up and stories render any component at once,
 * without the signed-in app's loading step).
 */
export function provideMessages(locale: Locale, part: CataloguePart, messages: unknown): void {
  loaded.set(key(locale, part), messages as CompiledMessages);
  pending.set(key(locale, part), Promise.resolve(messages as CompiledMessages));
}

/** The parts a new provider starts with: the shell, and any part provided up front (provideMessages). */
export function initialParts(): CataloguePart[] {
  return (Object.keys(loaders.en) as CataloguePart[]).filter((part) => loaded.has(key('en', part)));
}
