import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getTransferFundsMutationKey, transferFunds, type TransferFundsMutationVariables } from '@/api/generated/endpoints/accounts/accounts';
import { idempotentMutationOptions } from '@/api/idempotency';
import { useToast } from '@/components/toast-provider';

/**
 * The transfer mutation (spec 01 §7 POST /api/accounts/transfer). Its outcome — the "Transfer Successful" toast
 * with data.message, or "Transfer Failed" — is part of the mutation, not of the form: it reaches the user even
 * when the dialog was closed while the request ran. The balances it changes are refreshed by the app's
 * MutationCache (src/api/refreshes.ts). Each submit sends its own Idempotency-Key.
 */
export function useSendTransfer() {
  const intl = useIntl();
  const { toast } = useToast();
  return useMutation({
    ...idempotentMutationOptions(getTransferFundsMutationKey(), ({ data }: TransferFundsMutationVariables, request) => transferFunds(data, request)),
    onSuccess: (response) => {
      toast({ title: intl.formatMessage({ id: 'transfer.toast.success' }), description: response.data.message, variant: 'success' });
    },
    onError: (error) => {
      // Offline nothing was sent: the form says so itself (OfflineFormAlert) and keeps the entries.
      if (error.isOffline) return;
      toast({ title: intl.formatMessage({ id: 'transfer.toast.failed' }), description: error.message || intl.formatMessage({ id: 'app.error.generic' }), variant: 'destructive' });
    },
  });
}
