/**
 * Card application (spec 02 §2 application dialog, §4 wizard, §5 availability and card name, §8 application
 * toasts, §9 required total and promotion).
 *
 * `useCardApplication()` returns `start()` (the apply tile), `resume(card)` (continue an application after the
 * cards panel's 'analysing' step) and the `element` to render next to the cards panel.
 */
export type { CardApplicationRequest } from './components/card-application-wizard';
export { CardApplicationWizard } from './components/card-application-wizard-lazy';
export { useCardApplication, type CardApplicationControls } from './hooks/use-card-application';
export { deriveDepositRequirements, isPromotionApplicable, type DepositRequirements } from './lib/requirements';
