import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dialogsOnlyIds, type SourceGraph } from './message-usage.ts';

/**
 * Which part of a locale's compiled catalogue a message id belongs to — the one rule for the generator
 * (scripts/compile-messages.mjs) and the translations gate (tests/build/translations.test.ts):
 * - `shell`: the ids of the namespaces src/i18n/catalogue-parts.json lists (what the entry renders: the signed-out
 *   screens, the header controls, the PWA notices);
 * - `dialogs`: the ids only the dialogs the host loads on demand name — read from the import graph
 *   (scripts/lib/message-usage.ts): no module the app reaches without opening a dialog names them;
 * - `main`: every other id (the signed-in app's screens).
 */
export const CATALOGUE_PARTS = ['shell', 'main', 'dialogs'] as const;
export type CataloguePartName = (typeof CATALOGUE_PARTS)[number];

export interface CataloguePartsConfig {
  shell: readonly string[];
  dialogs: ReadonlySet<string>;
}

export function cataloguePartOf(id: string, config: CataloguePartsConfig): CataloguePartName {
  if (config.shell.includes(id.split('.')[0] ?? '')) return 'shell';
  return config.dialogs.has(id) ? 'dialogs' : 'main';
}

/** The parts of the app's catalogue: the shell's namespaces as listed, the dialogs' ids from the sources. */
export function readCataloguePartsConfig(root: string, ids: readonly string[], graph: SourceGraph): CataloguePartsConfig {
  const { shell } = JSON.parse(readFileSync(join(root, 'src/i18n/catalogue-parts.json'), 'utf8')) as { shell: string[] };
  return { shell, dialogs: dialogsOnlyIds(graph, ids) };
}
