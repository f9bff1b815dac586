/** Colour primitives (WCAG AA contrast checked for text on both schemes' backgrounds): the steps the schemes use. */
export const brand = {
  200: '#b3ccff',
  300: '#7fa8ff',
  400: '#4d82f5',
  600: '#1f4cbd',
  800: '#152f73',
} as const;

export const gray = {
  50: '#f7f8fa',
  200: '#dde1e7',
  300: '#c3c9d2',
  600: '#4f5866',
  700: '#363d48',
  800: '#1f242c',
  900: '#12161c',
} as const;

export const blue = { light: '#0b6aa8', dark: '#4fc3f7' } as const;
export const green = { light: '#1b7f3b', dark: '#5fd08a' } as const;
export const orange = { light: '#a55200', dark: '#ffb35c' } as const;
export const red = { light: '#c62828', dark: '#ff8a80' } as const;

/**
 * The dark scheme's "dark" shades (hover of contained buttons, filled alerts): light enough for dark text at
 * 7:1 or more. MUI's default (70 % of the main colour) left white text at 3.6–4.5:1.
 */
export const darkSchemeShades = { blue: '#3fb0e3', green: '#4fbf7a', orange: '#f0a24a', red: '#f47c72' } as const;
