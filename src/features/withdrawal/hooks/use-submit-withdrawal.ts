import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { createWithdrawal, getCreateWithdrawalMutationKey, type CreateWithdrawalMutationVariables } from '@/api/generated/endpoints/crypto/crypto';
import { idempotentMutationOptions } from '@/api/idempotency';
import { useToast } from '@/components/toast-provider';
import { formatAmount } from '@contract-kit/money';
import { withdrawalErrorMessageId } from '../lib/error-mapping';
import { isShownByForm } from '../lib/refusals';

/** The toasts of a withdrawal replace each other: one outcome on screen ("Invalid Address" never stays above "Submitted"). */
export const WITHDRAWAL_TOAST_ACTION = 'withdrawal';

/**
 * The withdrawal mutation (spec 01 §7 POST /api/crypto/withdrawal). Its outcome — "Withdrawal Submitted" or
 * "Withdrawal Failed" with the spec 01 §8 text — belongs to the mutation, not to the form: it reaches the user
 * even when the dialog was closed while the request ran. A refusal the open form shows (at a field, or a changed fee
 * in its review) is not repeated in a toast. The app's MutationCache refreshes the balances, the activity and the
 * history it changed (src/api/refreshes.ts). Each submit sends its own Idempotency-Key.
 */
export function useSubmitWithdrawal() {
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
    ...idempotentMutationOptions(getCreateWithdrawalMutationKey(), ({ data }: CreateWithdrawalMutationVariables, request) => createWithdrawal(data, request)),
    onSuccess: (response) => {
      const sent = response.data;
      toast({
        title: intl.formatMessage({ id: 'withdrawal.toast.submitted' }),
        description: intl.formatMessage({ id: 'withdrawal.toast.submittedBody' }, { amount: `${formatAmount(sent.amount, sent.currency.symbol, intl.locale)} ${sent.currency.symbol}` }),
        variant: 'success',
        action: WITHDRAWAL_TOAST_ACTION,
      });
    },
    onError: (error) => {
      // Offline nothing was sent: the form says so itself (OfflineFormAlert) and keeps the entries.
      if (error.isOffline) return;
      if (isFormShown.current && isShownByForm(error)) return;
      const mapped = error.hasServerMessage ? withdrawalErrorMessageId(error.message) : null;
      // Spec 01 §8 maps the server's words first; any other server failure moved nothing (the server keeps no part of
      // a failed request): said so, not in its words.
      const description = mapped
        ? intl.formatMessage({ id: mapped })
        : error.status >= 500
          ? intl.formatMessage({ id: 'withdrawal.toast.notMoved' })
          : error.message || intl.formatMessage({ id: 'app.error.generic' });
      toast({ title: intl.formatMessage({ id: 'withdrawal.toast.failed' }), description, variant: 'destructive', action: WITHDRAWAL_TOAST_ACTION });
    },
  });
}
