import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One mapping segment of a generated line: where it starts, which source it came from (-1: none) and the line there (0-based). */
export interface Segment {
  column: number;
  source: number;
  line: number;
}

/** A chunk's source map read back: its sources and, per generated line, the segments in column order. */
export interface ChunkMap {
  sources: string[];
  lines: Segment[][];
}

/** What a source belongs to: its package (node_modules/…), or its folder two levels down in the app or the kit (src/features/auth). */
export function partOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match?.[1]) return match[1];
  return source
    .replace(/^.*?\b(src|contract-kit)\//, '$1/')
    .split('/')
    .slice(0, 3)
    .join('/');
}

/** Decodes a source map's `mappings` (base64 VLQ) into each generated line's segments. */
export function decodeMappings(mappings: string): Segment[][] {
  let sourceIndex = 0;
  let sourceLine = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: Segment[] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) {
        sourceIndex += values[1] ?? 0;
        sourceLine += values[2] ?? 0;
      }
      segments.push({ column, source: values.length >= 4 ? sourceIndex : -1, line: values.length >= 4 ? sourceLine : -1 });
    }
    return segments;
  });
}

/** Reads `file`'s source map from `outDir` (built with `--sourcemap hidden`); refuses a chunk without one. */
export function readChunkMap(outDir: string, file: string): ChunkMap {
  const mapPath = join(outDir, `${file}.map`);
  // Without maps the parts cannot be told apart: say so instead of reporting nothing.
  if (!existsSync(mapPath)) throw new Error(`${mapPath} is missing: build with --sourcemap hidden`);
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  return { sources: map.sources, lines: decodeMappings(map.mappings) };
}

/** The original source of a position in the emitted chunks of `outDir` (0-based line and column), maps read once each. */
export class SourceMapIndex {
  private readonly maps = new Map<string, ChunkMap>();

  constructor(private readonly outDir: string) {}

  sourceAt(file: string, line: number, column: number): string | null {
    return this.positionAt(file, line, column)?.source ?? null;
  }

  /** The original source and its line (1-based) of a position in an emitted chunk, or null where the map names none. */
  positionAt(file: string, line: number, column: number): { source: string; line: number } | null {
    let map = this.maps.get(file);
    if (!map) {
      map = readChunkMap(this.outDir, file);
      this.maps.set(file, map);
    }
    const segments = map.lines[line] ?? [];
    let found: Segment | undefined;
    for (const segment of segments) {
      if (segment.column > column) break;
      found = segment;
    }
    const source = found && found.source >= 0 ? map.sources[found.source] : undefined;
    return found && source !== undefined ? { source, line: found.line + 1 } : null;
  }
}
