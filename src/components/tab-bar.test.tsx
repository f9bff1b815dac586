import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TabBar, tabPanelProps } from './tab-bar';

type Fruit = 'apple' | 'pear' | 'plum';

function Sample({ onIntent, onChange }: { onIntent?: () => void; onChange?: (value: Fruit) => void }) {
  const [value, setValue] = useState<Fruit>('apple');
  return (
    <>
      <TabBar
        value={value}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
        aria-label="Fruit"
        idPrefix="fruit"
        fullWidth
        tabs={[
          { value: 'apple', label: 'Apple' },
          { value: 'pear', label: 'Pear', onIntent },
          { value: 'plum', label: 'Plum' },
        ]}
      />
      <div {...tabPanelProps('fruit', value)}>{value}</div>
    </>
  );
}

describe('TabBar', () => {
  it('is a labelled tab list whose chosen tab is selected, controls the panel and is the one tab stop', () => {
    renderWithProviders(<Sample />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
    const apple = screen.getByRole('tab', { name: 'Apple' });
    expect(apple).toHaveAttribute('aria-selected', 'true');
    expect(apple).toHaveAttribute('aria-controls', 'fruit-panel-apple');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'fruit-panel-apple');
    expect(apple).toHaveAttribute('tabindex', '0');
    for (const name of ['Pear', 'Plum']) {
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
      expect(screen.getByRole('tab', { name })).toHaveAttribute('tabindex', '-1');
    }
    expect(screen.getByRole('tabpanel', { name: 'Apple' })).toHaveTextContent('apple');
  });

  it('chooses a tab on click, and does not report the chosen tab again', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Sample onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Plum' }));
    await user.click(screen.getByRole('tab', { name: 'Plum' }));
    expect(onChange.mock.calls).toEqual([['plum']]);
    expect(screen.getByRole('tabpanel', { name: 'Plum' })).toHaveTextContent('plum');
  });

  it('moves focus with the arrow keys (wrapping), Home and End, and chooses with Enter or Space', async () => {
    const { user } = renderWithProviders(<Sample />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pear' })).toHaveFocus();
    // Focus alone does not choose.
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Pear' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight} ');
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveAttribute('aria-selected', 'true');
  });

  it('tells when the pointer or focus heads for a tab', async () => {
    const onIntent = vi.fn();
    const { user } = renderWithProviders(<Sample onIntent={onIntent} />);
    await user.hover(screen.getByRole('tab', { name: 'Pear' }));
    expect(onIntent).toHaveBeenCalled();
  });
});
