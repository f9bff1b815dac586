/** The dialog's code, a chunk of its own: the app's dialog host loads it when the address names the dialog. */
export const loadDepositDialog = () => import('./components/deposit-dialog').then((module) => module.DepositDialog);
export type { DepositTab } from './components/deposit-dialog';
