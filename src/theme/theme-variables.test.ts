import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './theme-variables';

describe('themeVariablesCss', () => {
  it('writes each selector with its declarations: custom properties as they are, numbers without a unit, others in kebab case', () => {
    expect(
      themeVariablesCss([{ ':root': { '--mui-spacing': '8px', '--mui-zIndex-appBar': 1100 } }, { '[data-color-scheme="dark"]': { colorScheme: 'dark', '--mui-palette-action-hoverOpacity': 0.08 } }]),
    ).toBe(':root{--mui-spacing:8px;--mui-zIndex-appBar:1100;}[data-color-scheme="dark"]{color-scheme:dark;--mui-palette-action-hoverOpacity:0.08;}');
  });

  it('refuses what it cannot write as MUI would: a nested rule, a number for a property that needs a unit', () => {
    expect(() => themeVariablesCss([{ ':root': { '@media print': { color: 'black' } as unknown as string } }])).toThrow(/nested rule @media print in :root/);
    expect(() => themeVariablesCss([{ ':root': { marginTop: 8 } }])).toThrow(/marginTop in :root is a number without a unit/);
  });
});
