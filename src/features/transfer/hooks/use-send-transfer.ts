import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { getTransferFundsMutationKey, transferFunds, type TransferFundsMutationVariables } from '@/api/generated/endpoints/accounts/accounts';
import { idempotentMutationOptions } from '@/api/idempotency';
import { useToast } from '@/components/toast-provider';
import { formatAmount } from '@contract-kit/money';
import { serverFieldIssues } from '../lib/validation';

/** The toasts of a transfer replace each other: one outcome on screen. */
const TOAST_ACTION = 'transfer';

/**
 * The transfer mutation (spec 01 §7 POST /api/accounts/transfer). Its outcome — the "Transfer Successful" toast
 * with data.message's words in the user's language, or "Transfer Failed" — is part of the mutation, not of the form: it reaches the user even
 * when the dialog was closed while the request ran. A refusal that belongs to a field (an unknown recipient, too
 * little balance) is shown at that field while the form is open, not in a toast too. The balances it changes are
 * refreshed by the app's MutationCache (src/api/refreshes.ts). Each submit sends its own Idempotency-Key.
 */
export function useSendTransfer() {
  const intl = useIntl();
  const { toast } = useToast();
  const isFormShown = useRef(false);
  useEffect(() => {
    isFormShown.current = true;
    return () => {
      isFormShown.current = false;
    };
  }, []);
  return useMutation({
    ...idempotentMutationOptions(getTransferFundsMutationKey(), ({ data }: TransferFundsMutationVariables, request) => transferFunds(data, request)),
    onSuccess: (response) => {
      // The server's data.message, in the user's language: the same figure the review and the activity show.
      const { amount, currency, destinationEmail } = response.data;
      toast({
        title: intl.formatMessage({ id: 'transfer.toast.success' }),
        description: intl.formatMessage({ id: 'transfer.toast.successBody' }, { amount: `${formatAmount(amount, currency, intl.locale)} ${currency}`, email: destinationEmail }),
        variant: 'success',
        action: TOAST_ACTION,
      });
    },
    onError: (error) => {
      // Offline nothing was sent: the form says so itself (OfflineFormAlert) and keeps the entries.
      if (error.isOffline) return;
      if (isFormShown.current && Object.keys(serverFieldIssues(error)).length > 0) return;
      // A server failure moved nothing (the server keeps no part of a failed request): say so, not its words.
      const description = error.status >= 500 ? intl.formatMessage({ id: 'transfer.toast.notMoved' }) : error.message || intl.formatMessage({ id: 'app.error.generic' });
      toast({ title: intl.formatMessage({ id: 'transfer.toast.failed' }), description, variant: 'destructive', action: TOAST_ACTION });
    },
  });
}
