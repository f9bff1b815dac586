import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { appTheme, COLOR_SCHEME_STORAGE_KEY } from './theme';
import { hasThemeVariablesInPage } from './theme-variables';

interface AppThemeProviderProps {
  children: ReactNode;
  /** Forces a scheme (tests, stories). */
  mode?: 'light' | 'dark';
}

/**
 * `noSsr`: the app renders only in the browser, so the provider reads the stored and the system colour scheme in its
 * first render. Without it MUI renders once "as on a server" (no scheme) and again after mount with the scheme,
 * serializing the theme's CSS-variables stylesheet twice and re-rendering every scheme-dependent part (the whole tree
 * for a dark scheme) in one task of the app's start.
 */
export function AppThemeProvider({ children, mode }: AppThemeProviderProps) {
  return (
    <ThemeProvider
      theme={appTheme()}
      defaultMode={mode ?? 'system'}
      modeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      disableTransitionOnChange
      noSsr
      // The built page carries the theme's CSS variables already (src/theme/theme-variables.ts).
      disableStyleSheetGeneration={hasThemeVariablesInPage()}
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
