import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageInfo } from '@/lib/pagination';
import { renderWithProviders } from '@/testing/render';
import { PaginationBar } from './pagination-bar';

const labels = { navigation: 'Pages', status: 'Page 2 of 3 (21 total)', previous: 'Previous', next: 'Next' };

describe('PaginationBar (spec 02 §2)', () => {
  it('shows the status in a labelled navigation and moves one page back or forward', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<PaginationBar info={pageInfo(2, 21, 10)} labels={labels} isDisabled={false} onChange={onChange} statusTestId="page" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Page 2 of 3 (21 total)');
    expect(screen.getByTestId('page')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[1], [3]]);
  });

  it.each([
    { page: 1, isDisabled: false, isPreviousEnabled: false, isNextEnabled: true },
    { page: 3, isDisabled: false, isPreviousEnabled: true, isNextEnabled: false },
    { page: 2, isDisabled: true, isPreviousEnabled: false, isNextEnabled: false },
  ])('page $page (disabled: $isDisabled): Previous enabled $isPreviousEnabled, Next enabled $isNextEnabled', ({ page, isDisabled, isPreviousEnabled, isNextEnabled }) => {
    renderWithProviders(<PaginationBar info={pageInfo(page, 21, 10)} labels={labels} isDisabled={isDisabled} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', !isPreviousEnabled);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', !isNextEnabled);
  });
});
