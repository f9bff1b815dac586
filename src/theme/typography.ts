import type { CSSProperties } from 'react';
import type { TypographyVariantsOptions } from '@mui/material/styles';

/** One monospace stack: codes, keys, addresses, card numbers. */
export const MONO_FONT_FAMILY = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    /** Monospaced text (codes, keys, addresses): `sx={{ typography: 'mono' }}` or `variant="mono"`. */
    mono: CSSProperties;
  }
  interface TypographyVariantsOptions {
    mono?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    mono: true;
  }
}

/** The app's type scale (MUI's template: typography beside the colour schemes, component looks in ./customizations). */
export const typography: TypographyVariantsOptions = {
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "Noto Sans TC", "Noto Sans CJK SC", sans-serif',
  h1: { fontSize: '1.75rem', fontWeight: 700 },
  h2: { fontSize: '1.375rem', fontWeight: 700 },
  /** A section's heading; use it by name (`variant="h3" component="h2"` where the outline needs another level). */
  h3: { fontSize: '1.125rem', fontWeight: 600 },
  button: { textTransform: 'none', fontWeight: 600 },
  mono: { fontFamily: MONO_FONT_FAMILY },
};
