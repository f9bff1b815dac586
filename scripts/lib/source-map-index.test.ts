import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeMappings, partOf, SourceMapIndex } from './source-map-index';

const SOURCES = ['../node_modules/react-dom/cjs/react-dom.production.js', '../node_modules/@mui/material/Button/Button.js', '../src/features/cards/components/card-face.tsx'];
// Line 1: column 0 from source 0, column 10 from source 1, column 15 from none; line 2: column 0 from source 2.
const MAPPINGS = 'AAAA,UCAA,K;ACAA';

describe('source maps', () => {
  it('decodes each generated line into segments with their sources', () => {
    expect(decodeMappings(MAPPINGS)).toEqual([
      [
        { column: 0, source: 0, line: 0 },
        { column: 10, source: 1, line: 0 },
        { column: 15, source: -1, line: -1 },
      ],
      [{ column: 0, source: 2, line: 0 }],
    ]);
  });

  it('names the source of a position in a chunk (the segment that starts at or before it)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'source-map-index-'));
    writeFileSync(join(dir, 'chunk.js.map'), JSON.stringify({ version: 3, sources: SOURCES, names: [], mappings: MAPPINGS }));
    const index = new SourceMapIndex(dir);
    expect(index.sourceAt('chunk.js', 0, 3)).toBe(SOURCES[0]);
    expect(index.sourceAt('chunk.js', 0, 12)).toBe(SOURCES[1]);
    expect(index.sourceAt('chunk.js', 0, 16)).toBeNull();
    expect(index.sourceAt('chunk.js', 1, 40)).toBe(SOURCES[2]);
    expect(index.sourceAt('chunk.js', 7, 0)).toBeNull();
    expect(index.positionAt('chunk.js', 1, 3)).toEqual({ source: SOURCES[2], line: 1 });
    expect(() => index.sourceAt('other.js', 0, 0)).toThrow(/other\.js\.map is missing/);
  });

  it('groups sources by package, or by folder two levels down in the app and the kit', () => {
    expect(SOURCES.map(partOf)).toEqual(['react-dom', '@mui/material', 'src/features/cards']);
    expect(partOf('../contract-kit/rules/list-filter.ts')).toBe('contract-kit/rules/list-filter.ts');
  });
});
