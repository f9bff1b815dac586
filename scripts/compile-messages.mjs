#!/usr/bin/env node
// Precompiles the react-intl catalogues (src/i18n/messages/*.json, flat id → ICU string) into ASTs, so the
// production bundle ships no ICU message parser, and splits each locale in three parts (the rule in
// scripts/lib/catalogue-parts.ts: the shell's namespaces in src/i18n/catalogue-parts.json, the dialogs' ids from the
// import graph):
//   src/i18n/compiled/<locale>/shell.json   — what the entry chunk renders: the signed-out screens, header controls, PWA notices;
//   src/i18n/compiled/<locale>/dialogs.json — what only the dialogs the host loads on demand render, loaded with the first;
//   src/i18n/compiled/<locale>/main.json    — every other id, loaded with the signed-in app (src/i18n/catalogues.ts).
// Run with tsx (scripts/generate.mjs) for the shared rule.
// Fails loudly on a syntax error or when a locale's ids differ from en's.
import { parse } from '@formatjs/icu-messageformat-parser';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_PARTS, cataloguePartOf, readCataloguePartsConfig } from './lib/catalogue-parts.ts';
import { scanSourceGraph } from './lib/message-usage.ts';

const root = new URL('..', import.meta.url).pathname;
const locales = ['en', 'zh-CN', 'zh-TW'];
const source = (locale) => JSON.parse(readFileSync(join(root, 'src/i18n/messages', `${locale}.json`), 'utf8'));
const outDir = join(root, 'src/i18n/compiled');
// Nothing stale survives a change of layout (the folder is generated, never edited).
rmSync(outDir, { recursive: true, force: true });

const enIds = Object.keys(source('en')).sort();
// The shell's namespaces as listed; the dialogs' ids from the import graph of the sources.
const partsConfig = readCataloguePartsConfig(root, enIds, scanSourceGraph(root));
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
  const parts = Object.fromEntries(CATALOGUE_PARTS.map((part) => [part, {}]));
  for (const id of ids) {
    try {
      parts[cataloguePartOf(id, partsConfig)][id] = parse(messages[id]);
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
