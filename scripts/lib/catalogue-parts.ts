/**
 * Which part of a locale's compiled catalogue a message id belongs to, from src/i18n/catalogue-parts.json — the one
 * rule for the generator (scripts/compile-messages.mjs) and the translations gate (tests/build/translations.test.ts):
 * - `shell`: the ids of the namespaces listed in `shell` (what the entry renders: the signed-out screens, the header
 *   controls, the PWA notices);
 * - `dialogs`: the ids only the dialogs the host loads on demand render. `dialogs` lists id prefixes, gitignore-like:
 *   the longest entry that matches an id decides, and an entry starting with `!` keeps its ids in `main`;
 * - `main`: every other id (the signed-in app's screens).
 */
export const CATALOGUE_PARTS = ['shell', 'main', 'dialogs'] as const;
export type CataloguePartName = (typeof CATALOGUE_PARTS)[number];

export interface CataloguePartsConfig {
  shell: readonly string[];
  dialogs: readonly string[];
}

const matches = (id: string, prefix: string) => id === prefix || id.startsWith(`${prefix}.`);

export function cataloguePartOf(id: string, config: CataloguePartsConfig): CataloguePartName {
  if (config.shell.includes(id.split('.')[0] ?? '')) return 'shell';
  let longest = '';
  let isDialogs = false;
  for (const entry of config.dialogs) {
    const isKept = entry.startsWith('!');
    const prefix = isKept ? entry.slice(1) : entry;
    if (matches(id, prefix) && prefix.length > longest.length) {
      longest = prefix;
      isDialogs = !isKept;
    }
  }
  return isDialogs ? 'dialogs' : 'main';
}
