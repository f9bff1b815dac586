import { lazyDialog } from '@/components/lazy-dialog';
// Code-split: the dialog's chunk loads when it first opens.
export const DepositDialog = lazyDialog(() => import('./components/deposit-dialog').then((module) => module.DepositDialog), 'DepositDialog');
