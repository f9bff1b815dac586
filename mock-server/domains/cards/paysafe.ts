import { errorResponse, notFound, ok } from '../../core/errors';
import { requireSession, type Emit, type Handler, type MockServices } from '../../core/types';
import type { Store } from '../../store/store';
import { CARD_NOT_FOUND, findOwnedCard, NO_STORE, withOwnedCard, type CardParams } from './access';
import type { PaySafeApprovalRecord } from './records';
import { approvalView } from './views';

/**
 * PaySafe approvals (spec 02 §3, §4): the pending request of a card, the cardholder's decision, and the sweep that
 * expires requests by the injectable clock. Merchants ask through the simulator step of ./simulator-steps.ts.
 */

/** PaySafe approvals requested by the simulator expire after this by default (contract: 300 s). */
export const DEFAULT_APPROVAL_TTL_SECONDS = 300;
const isDue = (approval: PaySafeApprovalRecord, nowMs: number) => Date.parse(approval.expiredAt) <= nowMs;

function expireApproval(store: Store, emit: Emit, approval: PaySafeApprovalRecord): PaySafeApprovalRecord {
  const expired: PaySafeApprovalRecord = { ...approval, status: 'expired', decidedAt: approval.expiredAt };
  store.put('paySafeApprovals', expired);
  emit({ type: 'approval.expired', userId: expired.userId, cardId: expired.cardId, id: expired.id, payload: { ...approvalView(expired) } });
  return expired;
}

/** The oldest pending approval of a card that has not expired by the injectable clock. */
export function pendingApproval(store: Store, cardId: string, nowMs: number): PaySafeApprovalRecord | undefined {
  return store
    .filter('paySafeApprovals', (approval) => approval.cardId === cardId && approval.status === 'pending' && !isDue(approval, nowMs))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))[0];
}

export const getPendingApproval = withOwnedCard((card, _user, { store, clock }) => {
  const approval = pendingApproval(store, card.id, clock.nowMs());
  return { status: 200, body: { success: true, serverTime: clock.now().toISOString(), data: approval ? approvalView(approval) : null }, headers: NO_STORE };
});

type ApprovalParams = CardParams & { approvalId: string };

export function decide(decision: 'approved' | 'rejected'): Handler<ApprovalParams> {
  return (context) => {
    const { user } = requireSession(context);
    const { store, clock, emit, params } = context;
    const card = findOwnedCard(store, user.id, params.id);
    if (!card) return notFound(CARD_NOT_FOUND);
    const approval = store.get('paySafeApprovals', params.approvalId);
    if (!approval || approval.cardId !== card.id) return notFound('Approval not found');
    if (approval.status === 'pending' && isDue(approval, clock.nowMs())) expireApproval(store, emit, approval);
    const current = store.get('paySafeApprovals', approval.id) ?? approval;
    if (current.status !== 'pending') {
      const message = current.status === 'expired' ? 'Approval has expired' : `Approval has already been ${current.status}`;
      return errorResponse(409, message, { code: 'ApprovalNotPending' });
    }
    const decided: PaySafeApprovalRecord = { ...current, status: decision, decidedAt: clock.now().toISOString() };
    store.put('paySafeApprovals', decided);
    emit({ type: 'approval.decided', userId: decided.userId, cardId: decided.cardId, id: decided.id, payload: { ...approvalView(decided) } });
    return ok({ success: true, message: decision === 'approved' ? 'Transaction approved' : 'Transaction rejected', data: approvalView(decided) });
  };
}

/** Due-time work: approvals whose expiredAt has passed (by the injectable clock) become expired. */
export function expireDueApprovals(services: Pick<MockServices, 'store' | 'clock'>, emit: Emit): number {
  const nowMs = services.clock.nowMs();
  const due = services.store.filter('paySafeApprovals', (approval) => approval.status === 'pending' && isDue(approval, nowMs));
  for (const approval of due) expireApproval(services.store, emit, approval);
  return due.length;
}
