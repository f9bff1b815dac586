/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadTransferDialog = () => import('./components/transfer-dialog').then((module) => module.TransferDialog);
