/**
 * Card application (spec 02 §2 application dialog, §4 wizard, §5 availability and card name, §8 application
 * toasts, §9 required total and promotion).
 *
 * The wizard is a dialog of the app's dialog host (its declaration: ./dialogs.ts): a new application at
 * `?dialog=apply`, an existing card's at `?dialog=apply&card=…&step=…` (src/lib/places.ts). `useApplicationGuard()`
 * says whether a new application may start (with the unavailable toast when not).
 */
export type { CardApplicationRequest, WizardMove, WizardPlace } from './components/card-application-wizard';
export { useApplicationGuard, type ApplicationGuard } from './hooks/use-application-guard';
export { applicationBlockedReason, modelUnavailableReason, type ApplicationBlockedReason } from '@contract-kit/rules/card-availability';
