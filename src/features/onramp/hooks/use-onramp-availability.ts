import { useIntl } from 'react-intl';
import { useGetOnrampAvailability } from '@/api/generated/endpoints/availability/availability';
import { useSession } from '@/features/auth';

export interface OnrampAvailabilityState {
  isChecking: boolean;
  isAvailable: boolean;
  /** Why buying is off (kept, spec 01 §6); null while checking or when available. */
  reason: string | null;
}

/**
 * Per-user on-ramp availability (spec 01 §2, §6): the Buy Crypto tab shows only when available. Off when
 * not signed in or when the check fails ("Service temporarily unavailable"); the reason is kept.
 */
export function useOnrampAvailability(): OnrampAvailabilityState {
  const intl = useIntl();
  const session = useSession();
  const user = session.data;
  const query = useGetOnrampAvailability(user?.id ?? '', { query: { enabled: Boolean(user), staleTime: 60_000 } });
  if (!user) {
    if (session.isPending) return { isChecking: true, isAvailable: false, reason: null };
    return { isChecking: false, isAvailable: false, reason: intl.formatMessage({ id: 'onramp.availability.notAuthenticated' }) };
  }
  if (query.isPending) return { isChecking: true, isAvailable: false, reason: null };
  if (query.isError) return { isChecking: false, isAvailable: false, reason: intl.formatMessage({ id: 'onramp.availability.checkFailed' }) };
  return { isChecking: false, isAvailable: query.data.available, reason: query.data.available ? null : (query.data.reason ?? null) };
}
