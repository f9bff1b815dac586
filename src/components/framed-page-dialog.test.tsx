import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FramedPageDialog } from './framed-page-dialog';

const URL = 'http://127.0.0.1:4010/mock-pages/terms?lang=en';
const labels = { openInNewTab: 'Open in new tab', close: 'Done' };

describe('FramedPageDialog', () => {
  it('shows the page in a sandboxed frame named by the title, with open in new tab and close', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<FramedPageDialog open onClose={onClose} title="Terms of Service" url={URL} labels={labels} />);
    const dialog = screen.getByRole('dialog', { name: 'Terms of Service' });
    const frame = dialog.querySelector('iframe');
    expect(frame).toHaveAttribute('title', 'Terms of Service');
    expect(frame).toHaveAttribute('src', URL);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    const newTab = screen.getByRole('link', { name: 'Open in new tab' });
    expect(newTab).toHaveAttribute('href', URL);
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders no frame while closed', () => {
    renderWithProviders(<FramedPageDialog open={false} onClose={() => {}} title="Terms of Service" url={URL} labels={labels} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
