import type { Components, Theme } from '@mui/material/styles';

/** Tabs (MUI's template: shared-theme/customizations/navigation). */
export const navigationCustomizations: Components<Theme> = {
  // Every tab bar sits on a divider line.
  MuiTabs: { styleOverrides: { root: ({ theme }) => ({ borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}` }) } },
};
