import { env } from '@/config/env';
import { useSession } from '@/features/auth';

/**
 * Spec 02 §6: statement viewing is gated by a feature flag (env.features.statements, VITE_FEATURE_STATEMENTS)
 * and, like every fetch, needs a signed-in user with a profileId (spec 02 §2 "Card statements").
 */
export function useStatementsAccess(): boolean {
  const session = useSession();
  return env.features.statements && Boolean(session.data?.profileId);
}
