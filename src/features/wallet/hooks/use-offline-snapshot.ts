import { useEffect } from 'react';
import type { AccountBalances, User } from '@contract-kit/model';
import { displayName } from '@/lib/greeting';
import { dec, isDecimalString, type Big } from '@contract-kit/money';
import { saveOfflineSnapshot, type OfflineSnapshot } from '@/lib/offline-snapshot';
import { isTokenBalanceKey } from '@contract-kit/rules/currencies';
import { USD } from '../lib/wallet-constants';

/** The amounts of a balances map worth keeping: currencies (USD included) with a decimal amount, nothing else. */
function snapshotBalances(balances: AccountBalances): OfflineSnapshot['balances'] {
  const result: OfflineSnapshot['balances'] = {};
  for (const [symbol, entry] of Object.entries(balances)) {
    if (symbol !== USD && !isTokenBalanceKey(symbol)) continue;
    const amount: unknown = entry?.amount;
    if (typeof amount === 'string' && isDecimalString(amount) && !amount.trim().startsWith('-')) result[symbol] = { amount: amount.trim() };
  }
  return result;
}

function snapshotRates(rates: Readonly<Record<string, Big | null>>): OfflineSnapshot['usdRates'] {
  const result: OfflineSnapshot['usdRates'] = {};
  for (const [symbol, rate] of Object.entries(rates)) if (rate) result[symbol] = rate.toFixed();
  return result;
}

/** The rates of a snapshot back as Bigs (the total is computed exactly as online). */
export function ratesOfSnapshot(snapshot: OfflineSnapshot): Record<string, Big> {
  const result: Record<string, Big> = {};
  for (const [symbol, rate] of Object.entries(snapshot.usdRates)) result[symbol] = dec(rate);
  return result;
}

interface RecordInput {
  user: User | null | undefined;
  balances: AccountBalances | undefined;
  /** When the balances were fetched (React Query's dataUpdatedAt). */
  fetchedAt: number;
  rates: Readonly<Record<string, Big | null>>;
  /** Every rate answered or failed: the total is final. */
  areRatesSettled: boolean;
}

/**
 * Keeps the offline snapshot (src/lib/offline-snapshot.ts) in step with the balances on screen: written each
 * time balances load for the signed-in user, once the rates are settled so the stored total matches.
 */
export function useRecordOfflineSnapshot({ user, balances, fetchedAt, rates, areRatesSettled }: RecordInput): void {
  const userId = user?.id;
  const profileId = user?.profileId;
  const name = user ? displayName(user) : '';
  useEffect(() => {
    if (!userId || !profileId || !balances || !areRatesSettled || fetchedAt <= 0) return;
    saveOfflineSnapshot({ userId, profileId, displayName: name, balances: snapshotBalances(balances), usdRates: snapshotRates(rates), fetchedAt });
  }, [userId, profileId, name, balances, fetchedAt, rates, areRatesSettled]);
}
