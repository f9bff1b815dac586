export { CardsPanel } from './components/cards-panel';
