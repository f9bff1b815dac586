/**
 * The theme's CSS variables (both colour schemes) as a style sheet of the built index.html
 * (tooling/vite/theme-variables-plugin.ts), instead of MUI generating, serializing and inserting them in the
 * first render of every start. Where the page has no such sheet (the development server, tests, stories),
 * MUI generates them as before.
 */
export const THEME_VARIABLES_STYLE_ID = 'theme-variables';

/** Whether the page already carries the theme's CSS variables. */
export function hasThemeVariablesInPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById(THEME_VARIABLES_STYLE_ID) !== null;
}

/** One of MUI's style sheets of CSS variables (`theme.generateStyleSheets()`): selector → declarations. */
export type ThemeStyleSheet = Record<string, Record<string, string | number>>;

const kebab = (property: string) => (property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

/**
 * CSS text of MUI's style sheets, as emotion writes them: custom properties as they are (a number without a unit),
 * other properties in kebab case. Anything else (a nested rule, a number for a property that would need a unit) is
 * refused: the build fails rather than ship a sheet that differs from MUI's.
 */
export function themeVariablesCss(sheets: readonly ThemeStyleSheet[]): string {
  return sheets
    .flatMap((sheet) =>
      Object.entries(sheet).map(([selector, declarations]) => {
        const body = Object.entries(declarations).map(([property, value]) => {
          if (typeof value === 'object') throw new Error(`themeVariablesCss: nested rule ${property} in ${selector}`);
          if (typeof value === 'number' && !property.startsWith('--')) throw new Error(`themeVariablesCss: ${property} in ${selector} is a number without a unit`);
          return `${kebab(property)}:${value};`;
        });
        return `${selector}{${body.join('')}}`;
      }),
    )
    .join('');
}
