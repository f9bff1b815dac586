/**
 * `node:fs`, `node:path` and `node:module` in the in-browser mock backend (Ladle only). They
 * serve the journal, snapshots and key file of `--db` and the docs pages, which the browser never uses (the app is
 * created without a database file). Any call says so instead of failing obscurely.
 */
const unavailable =
  (name: string) =>
  (..._args: unknown[]): never => {
    throw new Error(`${name} is not available in the in-browser mock backend (Ladle): run the mock server with --db for persistence`);
  };

export const chmodSync = unavailable('fs.chmodSync');
export const closeSync = unavailable('fs.closeSync');
export const existsSync = (_path: unknown): boolean => false;
export const fdatasync = unavailable('fs.fdatasync');
export const fsyncSync = unavailable('fs.fsyncSync');
export const ftruncateSync = unavailable('fs.ftruncateSync');
export const mkdirSync = unavailable('fs.mkdirSync');
export const openSync = unavailable('fs.openSync');
export const readFileSync = unavailable('fs.readFileSync');
export const renameSync = unavailable('fs.renameSync');
export const writeFileSync = unavailable('fs.writeFileSync');
export const writeSync = unavailable('fs.writeSync');
export const dirname = (path: string): string => path.replace(/\/[^/]*$/, '') || '/';
export const join = (...parts: string[]): string => parts.join('/').replace(/\/+/g, '/');
export const createRequire = unavailable('module.createRequire');

export default { chmodSync, closeSync, existsSync, fdatasync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync, dirname, join, createRequire };
