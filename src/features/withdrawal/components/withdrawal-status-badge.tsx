import { useIntl } from 'react-intl';
import { StatusBadge } from '@/components/status-badge';

const KNOWN = {
  processing: { id: 'withdrawal.status.processing', variant: 'warning' },
  completed: { id: 'withdrawal.status.completed', variant: 'success' },
  failed: { id: 'withdrawal.status.failed', variant: 'destructive' },
} as const;

/** Spec 01 §4: processing, completed and failed have their styles; any other value is shown in outline. */
export function WithdrawalStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const known = (KNOWN as Record<string, (typeof KNOWN)[keyof typeof KNOWN] | undefined>)[status];
  if (!known) return <StatusBadge label={status} variant="outline" />;
  return <StatusBadge label={intl.formatMessage({ id: known.id })} variant={known.variant} />;
}
