import type { Components, Theme } from '@mui/material/styles';

/** App bars, cards and papers (MUI's template: shared-theme/customizations/surfaces). */
export const surfacesCustomizations: Components<Theme> = {
  // The app's header bar: flat, on the paper colour, over a divider line.
  MuiAppBar: {
    defaultProps: { position: 'sticky', color: 'default', elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({ borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`, backgroundColor: (theme.vars ?? theme).palette.background.paper }),
    },
  },
  MuiCard: { defaultProps: { variant: 'outlined' } },
};
