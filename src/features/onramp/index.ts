export { BuyCrypto } from './components/buy-crypto';
export { useOnrampAvailability, type OnrampAvailabilityState } from './hooks/use-onramp-availability';
