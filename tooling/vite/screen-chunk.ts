import type { Plugin } from 'vite';

/** What a module graph tells about one module (Rollup's and Rolldown's ModuleInfo, the part read here). */
export interface ModuleLinks {
  importedIds: readonly string[];
}

/** Every module reachable from `roots` through static imports (the roots included). */
export function staticClosure(roots: Iterable<string>, linksOf: (id: string) => ModuleLinks | null): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    const links = linksOf(id);
    if (!links) continue;
    reached.add(id);
    queue.push(...links.importedIds);
  }
  return reached;
}

/**
 * One chunk for a screen that loads on demand: the modules its roots import statically and the entry does
 * not, together. Left to automatic chunking, the signed-in app's static graph was spread over about twenty chunks
 * (each shared with some dialog or panel that loads later): twenty requests on a phone's connection — rounds of them,
 * six at a time — before the dashboard could render, each compressed on its own. The plugin computes the set once
 * the graph is complete; the returned group (for `build.rolldownOptions.output.codeSplitting.groups`) captures it.
 * Lazy chunks that need some of these modules import them from the screen's chunk, which is always loaded first.
 */
export function screenChunk(name: string, roots: readonly string[], entryRoots: readonly string[]) {
  let members: Set<string> | null = null;
  const plugin: Plugin = {
    name: `lookcard:screen-chunk:${name}`,
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((candidate) => candidate.endsWith(suffix));
        if (!id) this.error(`screen chunk ${name}: no module ends with ${suffix}`);
        return id;
      };
      const linksOf = (id: string) => this.getModuleInfo(id);
      const entry = staticClosure(entryRoots.map(find), linksOf);
      members = new Set([...staticClosure(roots.map(find), linksOf)].filter((id) => !entry.has(id)));
    },
  };
  const group = { name, test: (id: string) => members?.has(id) ?? false };
  return { plugin, group };
}
