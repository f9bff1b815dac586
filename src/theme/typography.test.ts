import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';

/** The app's variants of body text are MUI's body1, body2 and subtitle1 in another weight, and nothing else. */
describe('typography variants', () => {
  const theme = appTheme();
  const { body1, body2, subtitle1, title, label, labelSmall, strong, medium } = theme.typography;
  const weighted = (base: typeof body1, fontWeight: number) => ({ ...base, fontWeight });

  it('take the size, line height and font of the variant they weigh on', () => {
    expect(label).toEqual(weighted(body1, 600));
    expect(strong).toEqual(weighted(body1, 700));
    expect(medium).toEqual(weighted(body1, 500));
    expect(labelSmall).toEqual(weighted(body2, 600));
    expect(title).toEqual(weighted(subtitle1, 600));
  });

  it('make subtitle1 (the heading of a part of a dialog or panel) and h4 (a headline figure) bold', () => {
    expect(subtitle1).toMatchObject({ fontWeight: 700, fontSize: '1rem', lineHeight: 1.75 });
    expect(theme.typography.h4).toMatchObject({ fontWeight: 700 });
  });

  it('render the body-text variants as paragraphs, like body1', () => {
    expect(theme.components?.MuiTypography?.defaultProps?.variantMapping).toEqual({ label: 'p', labelSmall: 'p', strong: 'p', medium: 'p' });
  });
});
