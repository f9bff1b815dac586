import { lazyDialog } from '@/components/lazy-dialog';
// Code-split: the dialog's chunk loads when it first opens.
export const TransferDialog = lazyDialog(() => import('./components/transfer-dialog').then((module) => module.TransferDialog), 'TransferDialog');
