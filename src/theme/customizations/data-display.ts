import type { Components, Theme } from '@mui/material/styles';

/** Chips, typography (MUI's template: shared-theme/customizations/dataDisplay). */
export const dataDisplayCustomizations: Components<Theme> = {
  // Every chip of the app is a small status label.
  MuiChip: { defaultProps: { size: 'small' } },
  // The app's variants of body text (./typography.ts) are paragraphs, like body1.
  MuiTypography: { defaultProps: { variantMapping: { label: 'p', labelSmall: 'p', strong: 'p', medium: 'p' } } },
};
