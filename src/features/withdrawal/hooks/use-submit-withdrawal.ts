import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createWithdrawal, getCreateWithdrawalMutationKey, type CreateWithdrawalMutationVariables } from '@/api/generated/endpoints/crypto/crypto';
import { idempotentMutationOptions } from '@/api/idempotency';
import { useToast } from '@/components/toast-provider';
import { formatAmount } from '@contract-kit/money';
import { withdrawalErrorMessageId } from '../lib/error-mapping';

/**
 * The withdrawal mutation (spec 01 §7 POST /api/crypto/withdrawal). Its outcome — "Withdrawal Submitted" or
 * "Withdrawal Failed" with the spec 01 §8 text — belongs to the mutation, not to the form: it reaches the user
 * even when the dialog was closed while the request ran. The app's MutationCache refreshes the balances, the
 * activity and the history it changed (src/api/refreshes.ts). Each submit sends its own Idempotency-Key.
 */
export function useSubmitWithdrawal() {
  const intl = useIntl();
  const { toast } = useToast();
  return useMutation({
    ...idempotentMutationOptions(getCreateWithdrawalMutationKey(), ({ data }: CreateWithdrawalMutationVariables, request) => createWithdrawal(data, request)),
    onSuccess: (response) => {
      const sent = response.data;
      toast({
        title: intl.formatMessage({ id: 'withdrawal.toast.submitted' }),
        description: intl.formatMessage(
          { id: 'withdrawal.toast.submittedBody' },
          { amount: `${formatAmount(sent.amount, sent.currency.symbol, intl.locale)} ${sent.currency.symbol}` },
        ),
        variant: 'success',
      });
    },
    onError: (error) => {
      // Offline nothing was sent: the form says so itself (OfflineFormAlert) and keeps the entries.
      if (error.isOffline) return;
      const mapped = error.hasServerMessage ? withdrawalErrorMessageId(error.message) : null;
      toast({
        title: intl.formatMessage({ id: 'withdrawal.toast.failed' }),
        description: mapped ? intl.formatMessage({ id: mapped }) : error.message || intl.formatMessage({ id: 'app.error.generic' }),
        variant: 'destructive',
      });
    },
  });
}
