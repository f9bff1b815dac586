import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@/config/constants';
import type { MessageId } from './message-id';
import shellEn from './compiled/en/shell.json';

/**
 * Each locale's compiled catalogue comes in three parts (scripts/compile-messages.mjs, by the rule of
 * scripts/lib/catalogue-parts.ts):
 * - `shell`: what the entry chunk renders — the signed-out screens, the header controls, the PWA notices;
 * - `main`: what the signed-in app's screens render (inside <MessagesGate part="main">);
 * - `dialogs`: what only the dialogs the host loads on demand render (inside <MessagesGate part="dialogs">, in
 *   src/app/dialogs/dialogs.tsx): more than half of the signed-in app's text, which its first screen never shows.
 * English's shell ships in the entry; every other part is a separate chunk loaded on demand.
 */
export type CataloguePart = 'shell' | 'main' | 'dialogs';

/** Compiled messages (ASTs) by id: one part, or several merged. */
export type CompiledMessages = Partial<Record<MessageId, MessageFormatElement[]>>;

const asMessages = (module: { default: unknown }) => module.default as CompiledMessages;

const loaders: Record<Locale, Record<CataloguePart, () => Promise<CompiledMessages>>> = {
  en: {
    shell: () => Promise.resolve(shellEn as unknown as CompiledMessages),
    main: () => import('./compiled/en/main.json').then(asMessages),
    dialogs: () => import('./compiled/en/dialogs.json').then(asMessages),
  },
  'zh-CN': {
    shell: () => import('./compiled/zh-CN/shell.json').then(asMessages),
    main: () => import('./compiled/zh-CN/main.json').then(asMessages),
    dialogs: () => import('./compiled/zh-CN/dialogs.json').then(asMessages),
  },
  'zh-TW': {
    shell: () => import('./compiled/zh-TW/shell.json').then(asMessages),
    main: () => import('./compiled/zh-TW/main.json').then(asMessages),
    dialogs: () => import('./compiled/zh-TW/dialogs.json').then(asMessages),
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
  return (['shell', 'main', 'dialogs'] as const).filter((part) => loaded.has(key('en', part)));
}

/**
 * The catalogue parts an <I18nProvider>'s messages include, kept outside React so that code outside the tree can
 * want one: the `/` route's loader, once it has downloaded the signed-in app's part, wants it before the route
 * renders, and the provider already shows it when the signed-in screen's <MessagesGate> first renders — instead of
 * a render of the gate's fallback, a commit and a second render of the whole tree with the new messages.
 */
export interface CatalogueParts {
  /** The parts wanted so far (a new set after each change; parts are never dropped). */
  current: () => ReadonlySet<CataloguePart>;
  want: (part: CataloguePart) => void;
  subscribe: (onChange: () => void) => () => void;
}

/** A provider's parts, starting with these (by default the shell, and any part provided up front). */
export function createCatalogueParts(initial: Iterable<CataloguePart> = initialParts()): CatalogueParts {
  let parts: ReadonlySet<CataloguePart> = new Set(initial);
  const listeners = new Set<() => void>();
  return {
    current: () => parts,
    want: (part) => {
      if (parts.has(part)) return;
      parts = new Set([...parts, part]);
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
