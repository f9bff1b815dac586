import { useColorScheme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';
import { appThemeVariablesCss } from '../../tooling/vite/theme-variables-plugin';
import { THEME_VARIABLES_STYLE_ID } from './theme-variables';

/** selector → property → value, whitespace aside: what a style sheet of CSS variables declares. */
function declarations(css: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const [, selector = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declared: Record<string, string> = {};
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) declared[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).replace(/\s+/g, '');
    }
    const key = selector.replace(/\s+/g, '');
    rules[key] = { ...rules[key], ...declared };
  }
  return rules;
}

/** The CSS MUI's provider put in the page that declares (not merely uses) the theme's variables. */
const generatedVariables = () =>
  [...document.querySelectorAll('style')]
    .filter((style) => style.id !== THEME_VARIABLES_STYLE_ID && /(^|[{;])\s*--mui-[\w-]+\s*:/.test(style.textContent))
    .map((style) => style.textContent)
    .join('');

/** Records the colour scheme each render of a component under the provider sees. */
function SchemeRecorder({ seen }: { seen: (string | undefined)[] }) {
  const { mode, colorScheme } = useColorScheme();
  seen.push(`${mode ?? '?'}/${colorScheme ?? '?'}`);
  return null;
}

describe('AppThemeProvider', () => {
  it('knows the colour scheme in its first render (no second, "after hydration" render of the start)', () => {
    const seen: (string | undefined)[] = [];
    render(
      <AppThemeProvider mode="dark">
        <SchemeRecorder seen={seen} />
      </AppThemeProvider>,
    );
    expect(seen[0]).toBe('dark/dark');
    expect(new Set(seen)).toEqual(new Set(['dark/dark']));
  });

  it("the built page's sheet declares exactly the variables MUI generates, both colour schemes", () => {
    render(
      <AppThemeProvider>
        <p>page</p>
      </AppThemeProvider>,
    );
    const generated = declarations(generatedVariables());
    expect(Object.keys(generated)).toEqual([':root', ':root,[data-color-scheme="light"]', '[data-color-scheme="dark"]']);
    expect(Object.keys(generated['[data-color-scheme="dark"]'] ?? {}).length).toBeGreaterThan(100);
    // Apart from the vendor-prefixed copies emotion's stylis adds (`-webkit-print-color-scheme` beside `color-scheme`,
    // which no current browser reads).
    const unprefixed = Object.fromEntries(
      Object.entries(generated).map(([selector, declared]) => [selector, Object.fromEntries(Object.entries(declared).filter(([property]) => !/^-(webkit|moz|ms)-/.test(property)))]),
    );
    expect(declarations(appThemeVariablesCss())).toEqual(unprefixed);
  });

  it('generates no variables when the page carries them (the built index.html)', () => {
    const sheet = document.createElement('style');
    sheet.id = THEME_VARIABLES_STYLE_ID;
    sheet.textContent = appThemeVariablesCss();
    document.head.append(sheet);
    try {
      render(
        <AppThemeProvider mode="dark">
          <p>page</p>
        </AppThemeProvider>,
      );
      expect(generatedVariables()).toBe('');
      expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    } finally {
      sheet.remove();
    }
  });
});
