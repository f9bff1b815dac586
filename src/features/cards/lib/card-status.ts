import type { Card, CardPhysicalStatus, CardStatus } from '@/api/generated/model';
import type { StatusBadgeVariant } from '@/components/status-badge';

/** Spec 02 §4: initialized and pending_* are application states (the card is not issued yet). */
export function isApplicationStatus(status: string): boolean {
  return status === 'initialized' || status.startsWith('pending_');
}

/** Spec 02 §4 badge: active default; frozen, terminated, blocked destructive; expired outline; others secondary. */
export function statusBadgeVariant(status: string): StatusBadgeVariant {
  switch (status) {
    case 'active':
      return 'default';
    case 'frozen':
    case 'terminated':
    case 'blocked':
      return 'destructive';
    case 'expired':
      return 'outline';
    default:
      return 'secondary';
  }
}

const KNOWN_STATUSES: readonly CardStatus[] = [
  'initialized',
  'pending_deposit',
  'pending_verification',
  'pending_activation',
  'active',
  'frozen',
  'inactive',
  'terminated',
  'blocked',
  'expired',
];

export type CardStatusMessageId = `cards.status.${CardStatus}` | 'cards.status.unknown';

/** The label of a status; a value the app does not know is shown as 'Unknown'. */
export function statusMessageId(status: string): CardStatusMessageId {
  return (KNOWN_STATUSES as readonly string[]).includes(status) ? (`cards.status.${status as CardStatus}` as const) : 'cards.status.unknown';
}

export type ApplicationStatusMessageId =
  | 'cards.application.readyForActivation'
  | 'cards.application.pendingVerification'
  | 'cards.application.pendingFunding'
  | 'cards.application.inProgress';

/** Spec 02 §4: the status text of "continue application". */
export function applicationStatusMessageId(status: string): ApplicationStatusMessageId {
  switch (status) {
    case 'pending_activation':
      return 'cards.application.readyForActivation';
    case 'pending_verification':
      return 'cards.application.pendingVerification';
    case 'pending_deposit':
      return 'cards.application.pendingFunding';
    default:
      return 'cards.application.inProgress';
  }
}

const KNOWN_PHYSICAL_STATUSES: readonly CardPhysicalStatus[] = [
  'null',
  'pending_approval',
  'approved',
  'rejected',
  'submitted_to_reap',
  'order_in_production',
  'pending_fulfillment',
  'shipped',
  'fulfilled',
  'cancelled',
  'incomplete',
  'delivery_failed',
];

export type PhysicalStatusMessageId = `cards.physicalStatus.${CardPhysicalStatus}` | 'cards.physicalStatus.unknown';

/** Spec 02 §4 physical/shipping statuses; anything else is unknown. */
export function physicalStatusMessageId(status: string): PhysicalStatusMessageId {
  return (KNOWN_PHYSICAL_STATUSES as readonly string[]).includes(status)
    ? (`cards.physicalStatus.${status as CardPhysicalStatus}` as const)
    : 'cards.physicalStatus.unknown';
}

export const isActive = (card: Pick<Card, 'status'>) => card.status === 'active';
