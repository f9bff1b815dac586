import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AmountField, sanitizeAmountInput } from './amount-field';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import { StatusBadge } from './status-badge';
import { useToast, type ToastOptions } from './toast-provider';

function ToastTrigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      show
    </button>
  );
}

describe('toast provider (spec 01 §9: 5 s by default)', () => {
  it('announces destructive toasts as alerts and others as status, and closes them 5 s after they have slid in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderWithProviders(
        <>
          <ToastTrigger options={{ title: 'Transfer Failed', description: 'Recipient not found', variant: 'destructive' }} />
        </>,
      );
      await user.click(screen.getByRole('button', { name: 'show' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Transfer Failed');
      expect(alert).toHaveTextContent('Recipient not found');
      // The 5 s count from the end of the 225 ms slide (theme.transitions.duration.enteringScreen), not from the call:
      // a page busy after the action that raised it must not eat the time the toast is seen.
      act(() => {
        vi.advanceTimersByTime(5100);
      });
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(300);
      });
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on demand', async () => {
    const { user } = renderWithProviders(<ToastTrigger options={{ title: 'Withdrawal Submitted', variant: 'success' }} />);
    await user.click(screen.getByRole('button', { name: 'show' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal Submitted');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Withdrawal Submitted')).not.toBeInTheDocument());
  });
});

describe('AmountField', () => {
  it('keeps only a decimal: digits, one separator, limited decimals', () => {
    expect(sanitizeAmountInput('1,234.5678', 2)).toBe('1.23');
    expect(sanitizeAmountInput('12a.3.4', 18)).toBe('12.34');
    expect(sanitizeAmountInput('-5', 2)).toBe('5');
    expect(sanitizeAmountInput('7.', 2)).toBe('7.');
    expect(sanitizeAmountInput('7.9', 0)).toBe('7');
  });

  it('types as a controlled decimal input with a Max button', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return <AmountField label="Amount" value={value} onChange={setValue} currency="USDT" onMax={() => setValue('2500')} />;
    }
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12.345x');
    expect(input).toHaveValue('12.345');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('2500');
  });
});

describe('CopyButton (2 s confirmation)', () => {
  it('copies and shows Copied, then falls back', async () => {
    const { user } = renderWithProviders(<CopyButton value="T123" label="address" variant="text" />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('T123');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument(), { timeout: 3000 });
  });

  it('says "Failed to copy to clipboard" when the clipboard refuses', async () => {
    const { user } = renderWithProviders(<CopyButton value="T123" label="address" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy to clipboard');
  });
});

describe('QrCode and StatusBadge', () => {
  it('draws a labelled QR code with a quiet zone', () => {
    renderWithProviders(<QrCode value="TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" label="Deposit address QR" />);
    const image = screen.getByRole('img', { name: 'Deposit address QR' });
    const [, , width] = (image.getAttribute('viewBox') ?? '').split(' ').map(Number);
    // A QR symbol has 17 + 4 × version modules; plus 4 modules of quiet zone on each side.
    const modules = (width ?? 0) - 8;
    expect(modules).toBeGreaterThanOrEqual(21);
    expect((modules - 17) % 4).toBe(0);
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });

  it('renders outline for unknown statuses', () => {
    renderWithProviders(<StatusBadge label="queued" variant="outline" />);
    expect(screen.getByText('queued').closest('[data-variant]')).toHaveAttribute('data-variant', 'outline');
  });
});
