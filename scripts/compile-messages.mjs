#!/usr/bin/env node
// Precompiles the react-intl catalogues (src/i18n/messages/*.json, flat id → ICU string) into ASTs
// (src/i18n/compiled/*.json), so the production bundle ships no ICU message parser.
// Fails loudly on a syntax error or when a locale's ids differ from en's.
import { parse } from '@formatjs/icu-messageformat-parser';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const locales = ['en', 'zh-CN', 'zh-TW'];
const source = (locale) => JSON.parse(readFileSync(join(root, 'src/i18n/messages', `${locale}.json`), 'utf8'));
const outDir = join(root, 'src/i18n/compiled');
mkdirSync(outDir, { recursive: true });

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
  const compiled = {};
  for (const id of ids) {
    try {
      compiled[id] = parse(messages[id]);
    } catch (error) {
      failed = true;
      console.error(`compile-messages: ${locale} ${id}: ${error.message}`);
    }
  }
  writeFileSync(join(outDir, `${locale}.json`), JSON.stringify(compiled));
}
if (failed) process.exit(1);
console.log(`compile-messages: ${enIds.length} messages × ${locales.length} locales`);
