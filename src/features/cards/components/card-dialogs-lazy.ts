import { lazyDialog } from '@/components/lazy-dialog';

// The cards panel's own dialogs are chunks of their own, loaded when one first opens (or with the other dialogs
// on the user's first interaction with the dashboard): the panel's first render does not wait for them.
export const ApplyProceedDialog = lazyDialog(() => import('./apply-proceed-dialog').then((module) => module.ApplyProceedDialog), 'ApplyProceedDialog');
export const ChangePinDialog = lazyDialog(() => import('./change-pin-dialog').then((module) => module.ChangePinDialog), 'ChangePinDialog');
export const FreezeCardDialog = lazyDialog(() => import('./freeze-card-dialog').then((module) => module.FreezeCardDialog), 'FreezeCardDialog');
export const PhysicalActivationDialog = lazyDialog(
  () => import('./physical-activation-dialog').then((module) => module.PhysicalActivationDialog),
  'PhysicalActivationDialog',
);
