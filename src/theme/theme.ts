import { createTheme } from '@mui/material/styles';
import { brand, gray, green, orange, red } from './primitives';

/**
 * Light and dark colour schemes as CSS variables (MUI template style): switching never re-renders the
 * tree, and the chosen mode is persisted by MUI under `lookcard.color-scheme`.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-color-scheme' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: brand[600], light: brand[400], dark: brand[800], contrastText: '#fff' },
        secondary: { main: gray[700] },
        success: { main: green.light },
        warning: { main: orange.light },
        error: { main: red.light },
        background: { default: gray[50], paper: '#fff' },
        text: { primary: gray[900], secondary: gray[600] },
        divider: gray[200],
      },
    },
    dark: {
      palette: {
        primary: { main: brand[300], light: brand[200], dark: brand[500], contrastText: gray[900] },
        secondary: { main: gray[300] },
        success: { main: green.dark },
        warning: { main: orange.dark },
        error: { main: red.dark },
        background: { default: gray[900], paper: gray[800] },
        text: { primary: gray[50], secondary: gray[300] },
        divider: gray[700],
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "Noto Sans TC", "Noto Sans CJK SC", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.375rem', fontWeight: 700 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});

export const COLOR_SCHEME_STORAGE_KEY = 'lookcard.color-scheme';
