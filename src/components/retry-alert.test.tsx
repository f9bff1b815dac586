import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  it('announces the message as an alert and retries from its button', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <RetryAlert retryLabel="Retry" onRetry={onRetry} data-testid="load-error">
        Failed to load
      </RetryAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load');
    expect(alert).toHaveAttribute('data-testid', 'load-error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
