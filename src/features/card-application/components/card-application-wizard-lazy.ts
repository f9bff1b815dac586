import { lazyDialog } from '@/components/lazy-dialog';

/**
 * The card application wizard (steps, agreement viewer, funding forms, QR code) is a chunk of its own, loaded
 * when it first opens (or with the other dialogs on the user's first interaction with the dashboard).
 */
export const CardApplicationWizard = lazyDialog(
  () => import('./card-application-wizard').then((module) => module.CardApplicationWizard),
  'CardApplicationWizard',
);
