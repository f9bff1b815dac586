import type { Components, Theme } from '@mui/material/styles';

/** Buttons and inputs (MUI's template: shared-theme/customizations/inputs). */
export const inputsCustomizations: Components<Theme> = {
  MuiButton: { defaultProps: { disableElevation: true } },
};
