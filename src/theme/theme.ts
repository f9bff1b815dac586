import { createTheme } from '@mui/material/styles';
// The theme has CSS variables: its type says so (theme.vars, generateStyleSheets, the providers' variable props).
import type {} from '@mui/material/themeCssVarsAugmentation';
import { dataDisplayCustomizations } from './customizations/data-display.ts';
import { feedbackCustomizations } from './customizations/feedback.ts';
import { inputsCustomizations } from './customizations/inputs.ts';
import { navigationCustomizations } from './customizations/navigation.ts';
import { surfacesCustomizations } from './customizations/surfaces.ts';
import { blue, brand, darkSchemeShades, gray, green, orange, red } from './primitives.ts';
import { typography } from './typography.ts';

/**
 * Light and dark colour schemes as CSS variables (MUI template style): switching never re-renders the
 * tree, and the chosen mode is persisted by MUI under `lookcard.color-scheme`.
 */
const createAppTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: 'data-color-scheme' },
    colorSchemes: {
      light: {
        palette: {
          // Text on a coloured background is picked for WCAG AA (4.5:1), not MUI's default 3:1.
          contrastThreshold: 4.5,
          primary: { main: brand[600], light: brand[400], dark: brand[800], contrastText: '#fff' },
          secondary: { main: gray[700] },
          success: { main: green.light },
          // MUI's default info blue (#0288d1) gives white text 3.85:1; this one 5.8:1 (WCAG AA).
          info: { main: blue.light, contrastText: '#fff' },
          warning: { main: orange.light },
          error: { main: red.light },
          background: { default: gray[50], paper: '#fff' },
          text: { primary: gray[900], secondary: gray[600] },
          divider: gray[200],
        },
      },
      dark: {
        palette: {
          contrastThreshold: 4.5,
          // The hover of a contained primary button (dark) keeps dark text at 5:1 (brand[500] gave 3.4:1).
          primary: { main: brand[300], light: brand[200], dark: brand[400], contrastText: gray[900] },
          secondary: { main: gray[300] },
          success: { main: green.dark, dark: darkSchemeShades.green },
          info: { main: blue.dark, dark: darkSchemeShades.blue, contrastText: gray[900] },
          warning: { main: orange.dark, dark: darkSchemeShades.orange },
          error: { main: red.dark, dark: darkSchemeShades.red },
          background: { default: gray[900], paper: gray[800] },
          text: { primary: gray[50], secondary: gray[300] },
          divider: gray[700],
        },
      },
    },
    shape: { borderRadius: 12 },
    typography,
    // Component looks live in ./customizations, one file per kind (MUI's template); `sx` is for layout.
    components: {
      ...inputsCustomizations,
      ...dataDisplayCustomizations,
      ...feedbackCustomizations,
      ...navigationCustomizations,
      ...surfacesCustomizations,
    },
  });

let created: ReturnType<typeof createAppTheme> | undefined;

/**
 * The app's theme, created on first use rather than when the module loads: creating it (resolving both colour
 * schemes into CSS variables) is one of the largest pieces of start-up work, and the entry (src/main.tsx) runs it
 * in a task of its own instead of inside the bundle's evaluation.
 */
export function appTheme() {
  created ??= createAppTheme();
  return created;
}

export const COLOR_SCHEME_STORAGE_KEY = 'lookcard.color-scheme';
