import type { CSSProperties } from 'react';
import type { TypographyVariantsOptions } from '@mui/material/styles';

/** One monospace stack: codes, keys, addresses, card numbers. */
export const MONO_FONT_FAMILY = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const FONT_FAMILY = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "Noto Sans TC", "Noto Sans CJK SC", sans-serif';

/** MUI's body1, body2 and subtitle1 in the app's font (src/theme/typography.test.ts checks them), for the variants below. */
const BODY1 = { fontFamily: FONT_FAMILY, fontSize: '1rem', lineHeight: 1.5 };
const BODY2 = { ...BODY1, fontSize: '0.875rem', lineHeight: 1.43 };
const SUBTITLE1 = { ...BODY1, lineHeight: 1.75 };

declare module '@mui/material/styles' {
  interface TypographyVariants {
    /** Monospaced text (codes, keys, addresses): `sx={{ typography: 'mono' }}` or `variant="mono"`. */
    mono: CSSProperties;
    label: CSSProperties;
    labelSmall: CSSProperties;
    strong: CSSProperties;
    medium: CSSProperties;
    title: CSSProperties;
  }
  interface TypographyVariantsOptions {
    mono?: CSSProperties;
    label?: CSSProperties;
    labelSmall?: CSSProperties;
    strong?: CSSProperties;
    medium?: CSSProperties;
    title?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    mono: true;
    label: true;
    labelSmall: true;
    strong: true;
    medium: true;
    title: true;
  }
}

/**
 * The app's type scale (MUI's template: typography beside the colour schemes, component looks in ./customizations).
 * Text is styled by naming its variant, never by a weight or size in `sx`; a variant of body text renders a <p> like
 * body1 (./customizations/data-display.ts).
 */
export const typography: TypographyVariantsOptions = {
  fontFamily: FONT_FAMILY,
  h1: { fontSize: '1.75rem', fontWeight: 700 },
  h2: { fontSize: '1.375rem', fontWeight: 700 },
  /** A section's heading; use it by name (`variant="h3" component="h2"` where the outline needs another level). */
  h3: { fontSize: '1.125rem', fontWeight: 600 },
  /** A headline figure (the wallet's total). */
  h4: { fontWeight: 700 },
  /** The heading of a part of a dialog or panel (`component="h3"`), and a card's amounts. */
  subtitle1: { fontWeight: 700 },
  /** The title of a group of fields or of an item: a fieldset's legend, a prompt's title (subtitle1's size, 600). */
  title: { ...SUBTITLE1, fontWeight: 600 },
  /** Body text that names what a row or block is about: a name, a merchant, an amount in a list, a status line (600). */
  label: { ...BODY1, fontWeight: 600 },
  /** A label at body2's size: a table's first column, a reason under an option. */
  labelSmall: { ...BODY2, fontWeight: 600 },
  /** Body text that must stand out: a total, a tile's title, a model's name, a "ready" line (700). */
  strong: { ...BODY1, fontWeight: 700 },
  /** Body text a little heavier than its neighbours: a movement's description, a figure beside its label (500). */
  medium: { ...BODY1, fontWeight: 500 },
  button: { textTransform: 'none', fontWeight: 600 },
  mono: { fontFamily: MONO_FONT_FAMILY },
};
