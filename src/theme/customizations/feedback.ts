import type { Components, Theme } from '@mui/material/styles';

/** Dialogs and their action rows (MUI's template: shared-theme/customizations/feedback). */
export const feedbackCustomizations: Components<Theme> = {
  // Every dialog's buttons sit on the content's 24 px side margins, 16 px above the dialog's edge (MUI's default is
  // 8 px all round, which put the buttons of some dialogs out of line with their fields).
  MuiDialogActions: {
    styleOverrides: {
      root: ({ theme }) => ({ padding: theme.spacing(1, 3, 2) }),
    },
  },
};
