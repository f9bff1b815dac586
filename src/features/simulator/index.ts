export { SimulatorPage } from './components/simulator-page';
