export { TransferDialog } from './components/transfer-dialog';
