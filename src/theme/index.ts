export { AppThemeProvider } from './app-theme-provider';
export { theme } from './theme';
