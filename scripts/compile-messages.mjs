#!/usr/bin/env node
// Precompiles the react-intl catalogues (src/i18n/messages/*.json, flat id → ICU string) into ASTs, so the
// production bundle ships no ICU message parser, and splits each locale in two parts:
//   src/i18n/compiled/<locale>/shell.json — the ids of the namespaces listed in src/i18n/catalogue-parts.json
//     (what the entry chunk renders: the sign-in and other signed-out screens, header controls, PWA notices);
//   src/i18n/compiled/<locale>/<namespace>.json — each namespace listed under `dialogs` there: the texts of one dialog,
//     loaded with the dialog's code (they stay out of the signed-in app's first load);
//   src/i18n/compiled/<locale>/main.json  — every other id, loaded with the signed-in app (src/i18n/catalogues.ts).
// Fails loudly on a syntax error or when a locale's ids differ from en's.
import { parse } from '@formatjs/icu-messageformat-parser';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const locales = ['en', 'zh-CN', 'zh-TW'];
const source = (locale) => JSON.parse(readFileSync(join(root, 'src/i18n/messages', `${locale}.json`), 'utf8'));
const catalogueParts = JSON.parse(readFileSync(join(root, 'src/i18n/catalogue-parts.json'), 'utf8'));
const shellNamespaces = new Set(catalogueParts.shell);
const dialogNamespaces = new Set(catalogueParts.dialogs ?? []);
/** The part an id belongs to: shell, a dialog's own (its namespace), or main. */
const partOf = (id) => {
  const namespace = id.split('.')[0];
  if (shellNamespaces.has(namespace)) return 'shell';
  return dialogNamespaces.has(namespace) ? namespace : 'main';
};
const outDir = join(root, 'src/i18n/compiled');
// Nothing stale survives a change of layout (the folder is generated, never edited).
rmSync(outDir, { recursive: true, force: true });

const enIds = Object.keys(source('en')).sort();
let failed = false;
for (const locale of locales) {
  const messages = source(locale);
  const ids = Object.keys(messages).sort();
  const missing = enIds.filter((id) => !(id in messages));
  const extra = ids.filter((id) => !enIds.includes(id));
  if (missing.length || extra.length) {
    failed = true;
    console.error(`compile-messages: ${locale} differs from en — missing: [${missing.join(', ')}] extra: [${extra.join(', ')}]`);
  }
  const parts = Object.fromEntries(['shell', 'main', ...dialogNamespaces].map((part) => [part, {}]));
  for (const id of ids) {
    try {
      parts[partOf(id)][id] = parse(messages[id]);
    } catch (error) {
      failed = true;
      console.error(`compile-messages: ${locale} ${id}: ${error.message}`);
    }
  }
  mkdirSync(join(outDir, locale), { recursive: true });
  for (const [part, compiled] of Object.entries(parts)) writeFileSync(join(outDir, locale, `${part}.json`), JSON.stringify(compiled));
}
if (failed) process.exit(1);
console.log(`compile-messages: ${enIds.length} messages × ${locales.length} locales`);
