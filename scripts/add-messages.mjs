#!/usr/bin/env node
// Adds or updates messages in all three catalogues at once, safely when several people (or helpers) do it
// at the same time: a lock directory serialises writers, and each catalogue is rewritten sorted by id.
//
//   node scripts/add-messages.mjs path/to/new-messages.json
//
// where the file is { "feature.id": { "en": "…", "zh-CN": "…", "zh-TW": "…" }, … }.
// Every entry must carry all three locales. `--remove id1,id2` deletes ids instead.
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const locales = ['en', 'zh-CN', 'zh-TW'];
const lock = join(root, 'src/i18n/messages/.lock');

function acquire() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`add-messages: ${lock} is held for 30 s; remove it if no one is writing`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

const args = process.argv.slice(2);
const removeIndex = args.indexOf('--remove');
const toRemove = removeIndex >= 0 ? (args[removeIndex + 1] ?? '').split(',').filter(Boolean) : [];
const file = removeIndex >= 0 ? null : args[0];
const additions = file ? JSON.parse(readFileSync(file, 'utf8')) : {};
for (const [id, texts] of Object.entries(additions)) {
  for (const locale of locales) {
    if (typeof texts?.[locale] !== 'string' || texts[locale].trim() === '') {
      console.error(`add-messages: ${id} lacks a ${locale} text`);
      process.exit(1);
    }
  }
}

acquire();
try {
  for (const locale of locales) {
    const path = join(root, 'src/i18n/messages', `${locale}.json`);
    const messages = new Map(Object.entries(JSON.parse(readFileSync(path, 'utf8'))));
    for (const [id, texts] of Object.entries(additions)) messages.set(id, texts[locale]);
    for (const id of toRemove) messages.delete(id);
    const sorted = Object.fromEntries([...messages.keys()].sort().map((id) => [id, messages.get(id)]));
    writeFileSync(`${path}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
    renameSync(`${path}.tmp`, path);
  }
} finally {
  rmdirSync(lock);
}
console.log(`add-messages: ${Object.keys(additions).length} added or updated, ${toRemove.length} removed`);
