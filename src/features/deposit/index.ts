export { DepositDialog } from './components/deposit-dialog';
