export { AppThemeProvider } from './app-theme-provider';
export { appTheme } from './theme';
