import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/**
 * Where the app's message ids are used, by module and by import graph: what decides that an id belongs to the
 * `dialogs` part of the catalogue (scripts/lib/catalogue-parts.ts) — the ids that only the code of the dialogs the
 * host loads on demand names. The generator (scripts/compile-messages.mjs) and the translations gate
 * (tests/build/translations.test.ts) read the same graph.
 */

/** The code that reaches users: production sources (not tests, stories, test helpers or generated code). */
export function sourceFiles(root: string): string[] {
  return (readdirSync(join(root, 'src'), { recursive: true }) as string[])
    .map((path) => join('src', path))
    .filter((path) => /\.tsx?$/.test(path) && !/\.d\.ts$|\.test\.tsx?$|\.stories\.tsx$/.test(path))
    .filter((path) => !/^src\/(testing|api\/generated)\/|^src\/routeTree(\.prod)?\.gen\.ts$/.test(path))
    .sort();
}

export interface ModuleImport {
  file: string;
  module: string;
  isTypeOnly: boolean;
  /** An `import()`: its module loads when the code asks for it. */
  isLazy?: boolean;
}

export interface SourceGraph {
  files: ReadonlySet<string>;
  /** Every string literal (values and literal types) of each file. */
  literalsByFile: Map<string, Set<string>>;
  /** Modules imported, re-exported or import()-ed by each file. */
  imports: ModuleImport[];
}

/** Parses the production sources; `onNode` sees every node too (the translations gate's own checks). */
export function scanSourceGraph(root: string, onNode?: (node: ts.Node, file: string, source: ts.SourceFile) => void): SourceGraph {
  const files = sourceFiles(root);
  const graph: SourceGraph = { files: new Set(files), literalsByFile: new Map(), imports: [] };
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const literals = new Set<string>();
    graph.literalsByFile.set(file, literals);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        graph.imports.push({ file, module: node.arguments[0].text, isTypeOnly: false, isLazy: true });
      }
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const isTypeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
        graph.imports.push({ file, module: node.moduleSpecifier.text, isTypeOnly });
      }
      onNode?.(node, file, source);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return graph;
}

/** The source file an import names ('@/…' or relative), if it is one of the production sources. */
export function resolveImport(from: string, module: string, files: ReadonlySet<string>): string | undefined {
  const base = module.startsWith('@/') ? join('src', module.slice(2)) : module.startsWith('.') ? join(dirname(from), module) : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => files.has(candidate));
}

/** The features' dialog declarations (src/app/dialogs/registry.ts lists them). */
export const DECLARATIONS = /^src\/features\/[\w-]+\/dialogs\.ts$/;
/** Where the app starts: the entry and the routes it renders (the simulator route is development-only). */
export const ENTRY_ROOTS = ['src/main.tsx', 'src/routes/__root.tsx', 'src/routes/index.tsx'];
/**
 * The modules that render only inside `<MessagesGate part="main">` (src/app/session-gate.tsx): the signed-in app and
 * the dialogs over it.
 */
export const SIGNED_IN_ROOTS = ['src/app/layout/dashboard-page.tsx', 'src/app/session-gate-offline.tsx', 'src/app/dialogs/dialogs.tsx'];

/** The dialogs' own code: the modules the declarations import() (the host renders them inside the dialogs' gate). */
export function dialogModules(graph: SourceGraph): Set<string> {
  const modules = new Set<string>();
  for (const { file, module, isLazy } of graph.imports) {
    const target = isLazy && DECLARATIONS.test(file) ? resolveImport(file, module, graph.files) : undefined;
    if (target) modules.add(target);
  }
  return modules;
}

/** Every module `roots` reach (static imports, re-exports and lazy imports alike) short of the `stop` ones. */
export function reachedFrom(graph: SourceGraph, roots: readonly string[], stop: (file: string, lazily: boolean) => boolean): Set<string> {
  const importsOf = new Map<string, ModuleImport[]>();
  for (const entry of graph.imports) {
    const list = importsOf.get(entry.file);
    if (list) list.push(entry);
    else importsOf.set(entry.file, [entry]);
  }
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const { module, isTypeOnly, isLazy } of importsOf.get(file) ?? []) {
      const target = isTypeOnly ? undefined : resolveImport(file, module, graph.files);
      if (target && !stop(target, isLazy === true)) visit(target);
    }
  };
  roots.forEach(visit);
  return reached;
}

/** Every module the app reaches without opening one of the dialogs (a module also imported statically elsewhere counts). */
export function reachedOutsideDialogs(graph: SourceGraph): Set<string> {
  const dialogs = dialogModules(graph);
  return reachedFrom(graph, [...ENTRY_ROOTS, ...SIGNED_IN_ROOTS], (file, lazily) => lazily && dialogs.has(file));
}

/** The ids (of `ids`) that only the dialogs' own code names: the `dialogs` part. */
export function dialogsOnlyIds(graph: SourceGraph, ids: readonly string[]): Set<string> {
  const outside = reachedOutsideDialogs(graph);
  const usedOutside = new Set<string>();
  const used = new Set<string>();
  for (const [file, literals] of graph.literalsByFile) {
    for (const literal of literals) {
      used.add(literal);
      if (outside.has(file)) usedOutside.add(literal);
    }
  }
  return new Set(ids.filter((id) => used.has(id) && !usedOutside.has(id)));
}
