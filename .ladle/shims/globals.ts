import { Buffer } from './buffer';

/**
 * Node globals the mock-server modules use at run time, installed before they load (Ladle only: import
 * this module first). `Buffer` is the only one; `crypto`, `fs`, `path` and `zlib` are import aliases.
 */
const scope = globalThis as unknown as { Buffer?: unknown };
scope.Buffer ??= Buffer;
