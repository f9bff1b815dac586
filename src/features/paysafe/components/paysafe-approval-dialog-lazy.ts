import { lazyDialog } from '@/components/lazy-dialog';

/** The approval dialog is a chunk of its own, loaded when it first opens (or with the dashboard's other dialogs). */
export const PaySafeApprovalDialog = lazyDialog(
  () => import('./paysafe-approval-dialog').then((module) => module.PaySafeApprovalDialog),
  'PaySafeApprovalDialog',
);
