import type { Card, CardPhysicalStatus, CardStatus } from '@contract-kit/model';
import type { StatusBadgeVariant } from '@/components/status-badge';
import type { MessageId } from '@/i18n';

/** Spec 02 §4: initialized and pending_* are application states (the rule shared with the mock server). */
export { isApplicationStatus } from '@contract-kit/rules/card-availability';

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

/** The label of each status the app knows (spec 02 §4); explicit ids so the translation check sees them. */
const STATUS_MESSAGE_IDS = {
  initialized: 'cards.status.initialized',
  pending_deposit: 'cards.status.pending_deposit',
  pending_verification: 'cards.status.pending_verification',
  pending_activation: 'cards.status.pending_activation',
  active: 'cards.status.active',
  frozen: 'cards.status.frozen',
  inactive: 'cards.status.inactive',
  terminated: 'cards.status.terminated',
  blocked: 'cards.status.blocked',
  expired: 'cards.status.expired',
} as const satisfies Record<CardStatus, MessageId>;

export type CardStatusMessageId = (typeof STATUS_MESSAGE_IDS)[CardStatus] | 'cards.status.unknown';

/** The label of a status; a value the app does not know is shown as 'Unknown'. */
export function statusMessageId(status: string): CardStatusMessageId {
  return Object.hasOwn(STATUS_MESSAGE_IDS, status) ? STATUS_MESSAGE_IDS[status as CardStatus] : 'cards.status.unknown';
}

export type ApplicationStatusMessageId = 'cards.application.readyForActivation' | 'cards.application.pendingVerification' | 'cards.application.pendingFunding' | 'cards.application.inProgress';

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

/** Spec 02 §4 physical/shipping statuses and their labels. */
const PHYSICAL_STATUS_MESSAGE_IDS = {
  null: 'cards.physicalStatus.null',
  pending_approval: 'cards.physicalStatus.pending_approval',
  approved: 'cards.physicalStatus.approved',
  rejected: 'cards.physicalStatus.rejected',
  submitted_to_reap: 'cards.physicalStatus.submitted_to_reap',
  order_in_production: 'cards.physicalStatus.order_in_production',
  pending_fulfillment: 'cards.physicalStatus.pending_fulfillment',
  shipped: 'cards.physicalStatus.shipped',
  fulfilled: 'cards.physicalStatus.fulfilled',
  cancelled: 'cards.physicalStatus.cancelled',
  incomplete: 'cards.physicalStatus.incomplete',
  delivery_failed: 'cards.physicalStatus.delivery_failed',
} as const satisfies Record<CardPhysicalStatus, MessageId>;

export type PhysicalStatusMessageId = (typeof PHYSICAL_STATUS_MESSAGE_IDS)[CardPhysicalStatus] | 'cards.physicalStatus.unknown';

/** The label of a physical/shipping status; anything else is unknown. */
export function physicalStatusMessageId(status: string): PhysicalStatusMessageId {
  return Object.hasOwn(PHYSICAL_STATUS_MESSAGE_IDS, status) ? PHYSICAL_STATUS_MESSAGE_IDS[status as CardPhysicalStatus] : 'cards.physicalStatus.unknown';
}

export const isActive = (card: Pick<Card, 'status'>) => card.status === 'active';
