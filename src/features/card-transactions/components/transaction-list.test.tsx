import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CardTransaction } from '@contract-kit/model';
import { renderWithProviders } from '@/testing/render';
import { TransactionList } from './transaction-list';

const START = Date.parse('2026-11-20T12:00:00.000Z');

const transaction = (id: string, merchant: string, transactionDate: string): CardTransaction => ({
  id,
  cardId: 'card-1',
  type: 'purchase',
  entry: 'debit',
  amount: '9.99',
  currency: 'USD',
  status: 'cleared',
  transactionDate,
  description: 'Card purchase',
  merchant: { name: merchant, city: 'Oakland', country: 'US' },
  fees: { tx: '0.00', fx: '0.00', atm: '0.00' },
  metadata: { tid: '123456', originalTransactionAmount: '9.99', billAmount: '9.99' },
});

const whenOf = (merchant: string) => {
  const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(merchant));
  return row?.querySelector('[data-testid="transaction-when"]')?.textContent;
};

/** The list as the history renders it, with the rows replaced from the test (a refresh bringing a new row). */
const history: { showRows: (rows: CardTransaction[]) => void } = { showRows: () => {} };
function History({ initial }: { initial: CardTransaction[] }) {
  const [rows, setRows] = useState(initial);
  useEffect(() => {
    history.showRows = setRows;
  }, []);
  return <TransactionList isWide label="Transactions" transactions={rows} />;
}

describe('relative times of card transactions (spec 02 §4)', () => {
  it('never reads a past transaction as the future, and keeps the relative times current', async () => {
    vi.useFakeTimers({ now: START, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const older = transaction('a', 'Blue Bottle Coffee', new Date(START - 10_000).toISOString());
    renderWithProviders(<History initial={[older]} />);
    expect(whenOf('Blue Bottle Coffee')).toBe('10 seconds ago');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(whenOf('Blue Bottle Coffee')).toBe('15 seconds ago');

    // 40 s later a purchase made "now" on a server whose clock is 6 s ahead arrives: it reads "now", never "in 6 seconds".
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    act(() => history.showRows([transaction('b', 'Corner Store', new Date(Date.now() + 6_000).toISOString()), older]));
    expect(whenOf('Corner Store')).toBe('now');
    expect(whenOf('Blue Bottle Coffee')).toBe('55 seconds ago');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(whenOf('Corner Store')).toBe('4 seconds ago');
    expect(whenOf('Blue Bottle Coffee')).toBe('1 minute ago');
  });
});
