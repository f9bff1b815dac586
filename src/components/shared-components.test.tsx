import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AmountField } from './amount-field';
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
  });

  it("replaces the earlier outcome of the same action, and keeps other actions' toasts", async () => {
    function Outcomes() {
      const { toast } = useToast();
      return (
        <>
          <button type="button" onClick={() => toast({ title: 'Invalid Address', variant: 'destructive', action: 'withdrawal' })}>
            refuse
          </button>
          <button type="button" onClick={() => toast({ title: 'Withdrawal Submitted', variant: 'success', action: 'withdrawal' })}>
            submit
          </button>
          <button type="button" onClick={() => toast({ title: 'Copied', variant: 'success' })}>
            copy
          </button>
        </>
      );
    }
    const { user } = renderWithProviders(<Outcomes />);
    await user.click(screen.getByRole('button', { name: 'refuse' }));
    await user.click(screen.getByRole('button', { name: 'copy' }));
    expect(await screen.findByText('Invalid Address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('Withdrawal Submitted')).toBeInTheDocument();
    expect(screen.queryByText('Invalid Address')).not.toBeInTheDocument();
    expect(screen.getByText('Copied')).toBeInTheDocument();
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
  function Harness({ currency = 'USDT' }: { currency?: string }) {
    const [value, setValue] = useState('');
    return (
      <>
        <AmountField label="Amount" value={value} onChange={setValue} currency={currency} onMax={() => setValue('2487.65')} />
        <output aria-label="Sent">{value}</output>
      </>
    );
  }

  it('reads a thousands separator as grouping in English: 1,000 is a thousand, never one', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1,000');
    expect(input).toHaveValue('1,000');
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent('1000');
    await user.clear(input);
    await user.type(input, '1,00');
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent(/^$/);
    expect(input).toHaveAccessibleDescription('Use commas only between groups of three digits, like 1,000.50');
  });

  it('in Chinese too: the same separators, its own words', async () => {
    const { user } = renderWithProviders(<Harness />, { locale: 'zh-TW' });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '2,500.5');
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent('2500.5');
    await user.type(input, '55');
    expect(input).toHaveAccessibleDescription('USDT 金額最多 2 位小數');
  });

  it('refuses more decimals than the currency is shown with, saying so, and sends nothing', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12.345');
    expect(input).toHaveValue('12.345');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('USDT amounts have at most 2 decimals');
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent(/^$/);
    await user.type(input, '{Backspace}');
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent('12.34');
    expect(input).toBeValid();
  });

  it('takes 8 decimals for BTC, and fills Max as the form sets it', async () => {
    const { user } = renderWithProviders(<Harness currency="BTC" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '0.12345678');
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent('0.12345678');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('2487.65');
  });

  it('says what is not a number', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12a');
    expect(input).toHaveAccessibleDescription('Enter an amount in digits, like 1,000.50');
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
