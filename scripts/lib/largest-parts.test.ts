import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { largestParts } from './largest-parts';

/** A chunk of two lines whose bytes come from two packages and one app folder, with its source map. */
function writeChunk(dir: string): void {
  writeFileSync(join(dir, 'chunk.js'), 'aaaaaaaaaaBBBBB\ncccccccccccccccccccc');
  const map = {
    version: 3,
    file: 'chunk.js',
    sources: ['../node_modules/react-dom/cjs/react-dom.production.js', '../node_modules/@mui/material/Button/Button.js', '../src/features/cards/components/card-face.tsx'],
    names: [],
    // Line 1: column 0 from source 0, column 10 from source 1; line 2: column 0 from source 2 (base64 VLQ deltas).
    mappings: 'AAAA,UCAA;ACAA',
  };
  writeFileSync(join(dir, 'chunk.js.map'), JSON.stringify(map));
}

describe('largestParts', () => {
  it('counts each minified byte for the package or src/ folder its source map names, largest first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'largest-parts-'));
    writeChunk(dir);
    expect(largestParts(dir, ['chunk.js'])).toEqual([
      { name: 'src/features/cards', minifiedBytes: 20 },
      { name: 'react-dom', minifiedBytes: 10 },
      { name: '@mui/material', minifiedBytes: 5 },
    ]);
    expect(largestParts(dir, ['chunk.js'], 1)).toEqual([{ name: 'src/features/cards', minifiedBytes: 20 }]);
  });

  it('refuses a chunk without its source map instead of reporting nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'largest-parts-'));
    writeFileSync(join(dir, 'chunk.js'), 'x');
    expect(() => largestParts(dir, ['chunk.js'])).toThrow(/chunk\.js\.map is missing/);
  });
});
