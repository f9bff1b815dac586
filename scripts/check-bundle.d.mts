// Types of scripts/check-bundle.mjs for the TypeScript scripts that reuse it (scripts/bench.ts).
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface ScreenDefinition {
  label: string;
  roots: string[];
  targetGzip: number;
}
export interface ScreenAnalysis {
  label: string;
  targetGzip: number;
  js: { files: (Sizes & { file: string })[]; total: Sizes };
  css: { files: (Sizes & { file: string })[]; total: Sizes };
}
export declare const KB: number;
export declare const SCREENS: { signIn: ScreenDefinition; dashboard: ScreenDefinition };
export declare function sizes(buffer: Uint8Array): Sizes;
export declare function addSizes(list: Sizes[]): Sizes;
export declare function kb(bytes: number): string;
export declare function buildApp(outDir: string, options?: { cwd?: string; config?: string; sourcemap?: 'hidden' }): void;
export declare function analyseBuild<K extends string = 'signIn' | 'dashboard'>(outDir: string, screens?: Record<K, ScreenDefinition>): Record<K, ScreenAnalysis>;
export declare function forbiddenModules(outDir: string): { file: string; why: string; source: string }[];
