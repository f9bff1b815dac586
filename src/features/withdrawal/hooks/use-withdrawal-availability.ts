import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { withdrawalAvailabilityQueryOptions } from '@/api/queries';
import { useSession } from '@/features/auth';

export interface FeatureAvailabilityState {
  /** The check is running: the Withdrawal button shows disabled with "Checking..." (spec 02 §2). */
  isChecking: boolean;
  isAvailable: boolean;
  /** Why the feature is off (kept, spec 01 §6); null while checking or when available. */
  reason: string | null;
}

/**
 * Per-user withdrawal availability (spec 01 §6): off when the check says so, when the user is not signed in,
 * or when the check fails ("Unable to verify withdrawal permissions"); the reason is kept.
 */
export function useWithdrawalAvailability(): FeatureAvailabilityState {
  const intl = useIntl();
  const session = useSession();
  const user = session.data;
  const query = useQuery({ ...withdrawalAvailabilityQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  if (!user) {
    if (session.isPending) return { isChecking: true, isAvailable: false, reason: null };
    return { isChecking: false, isAvailable: false, reason: intl.formatMessage({ id: 'withdrawal.availability.notAuthenticated' }) };
  }
  if (query.isPending) return { isChecking: true, isAvailable: false, reason: null };
  if (query.isError) return { isChecking: false, isAvailable: false, reason: intl.formatMessage({ id: 'withdrawal.availability.checkFailed' }) };
  return { isChecking: false, isAvailable: query.data.available, reason: query.data.available ? null : (query.data.reason ?? null) };
}
