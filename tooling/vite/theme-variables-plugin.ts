import type { Plugin } from 'vite';
import { appTheme } from '../../src/theme/theme.ts';
import { THEME_VARIABLES_STYLE_ID, themeVariablesCss, type ThemeStyleSheet } from '../../src/theme/theme-variables.ts';

/** The CSS of the app theme's variables, both colour schemes (what MUI's provider would generate at start). */
export function appThemeVariablesCss(): string {
  return themeVariablesCss(appTheme().generateStyleSheets() as ThemeStyleSheet[]);
}

/**
 * The built index.html carries the theme's CSS variables in a `<style>` of its head (≈ 23 KB, ≈ 3 KB
 * compressed, no request of its own; the CSP allows inline styles), and the theme provider does not generate them
 * (src/theme/app-theme-provider.tsx): MUI's generation, serialization, stylis parse and insertion of the sheet were
 * part of every start's first render — ≈ 20 ms on this machine, ≈ 80 ms on a 4× slowed phone CPU. Builds only: the
 * development server generates them at run time, so an edited theme shows at once.
 */
export function themeVariablesPlugin(): Plugin {
  return {
    name: 'lookcard:theme-variables',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'style', attrs: { id: THEME_VARIABLES_STYLE_ID }, children: appThemeVariablesCss(), injectTo: 'head' }],
  };
}
