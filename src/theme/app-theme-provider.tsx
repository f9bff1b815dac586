import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { appTheme, COLOR_SCHEME_STORAGE_KEY } from './theme';

interface AppThemeProviderProps {
  children: ReactNode;
  /** Forces a scheme (tests, stories). */
  mode?: 'light' | 'dark';
}

export function AppThemeProvider({ children, mode }: AppThemeProviderProps) {
  return (
    <ThemeProvider theme={appTheme()} defaultMode={mode ?? 'system'} modeStorageKey={COLOR_SCHEME_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
