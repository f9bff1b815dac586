/**
 * Approvals this device has decided (approved or rejected): an approval that leaves the pending list after its expiry
 * time was not decided by its expiry only if it is not here (a decision in its last second must not read "expired").
 */
const decided = new Set<string>();

export const noteDecision = (approvalId: string): void => {
  decided.add(approvalId);
};

export const wasDecidedHere = (approvalId: string): boolean => decided.has(approvalId);
