import { useColorScheme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';

/** Records the colour scheme each render of a component under the provider sees. */
function SchemeRecorder({ seen }: { seen: (string | undefined)[] }) {
  const { mode, colorScheme } = useColorScheme();
  seen.push(`${mode ?? '?'}/${colorScheme ?? '?'}`);
  return null;
}

describe('AppThemeProvider', () => {
  it('knows the colour scheme in its first render (no second, "after hydration" render of the start, issue 18)', () => {
    const seen: (string | undefined)[] = [];
    render(
      <AppThemeProvider mode="dark">
        <SchemeRecorder seen={seen} />
      </AppThemeProvider>,
    );
    expect(seen[0]).toBe('dark/dark');
    expect(new Set(seen)).toEqual(new Set(['dark/dark']));
  });
});
