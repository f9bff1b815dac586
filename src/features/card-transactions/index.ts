export { CardTransactionHistory } from './components/card-transaction-history';
