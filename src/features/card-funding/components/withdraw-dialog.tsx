import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatErrorMessage } from '@/api/errors';
import { useGetCredit } from '@/api/generated/endpoints/cards/cards';
import type { Card } from '@contract-kit/model';
import { newIdempotencyKey } from '@/api/idempotency';
import { UsdAmountField } from './usd-amount-field';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast-provider';
import { formatUsd } from '@contract-kit/money';
import { useCardOperation } from '../hooks/use-funding-mutations';
import { maximumFor, parseUsdAmount } from '../lib/amounts';
import { USD, USD_DECIMALS } from '../lib/card-funding-constants';
import { cardOperationErrorMessage } from '../lib/errors';

interface WithdrawDialogProps {
  card: Card;
  /** withdraw: debit, up to the available balance; unstake: credit, up to the limit as far as it is releasable (spec 02 §5). */
  mode: 'withdraw' | 'unstake';
  open: boolean;
  onClose: () => void;
}

/**
 * Withdraw (debit) and unstake (credit) in USD to the USD balance (spec 02 §4, §5): amount > 0, at most the maximum.
 * Unstake's maximum is the limit as far as the server reports it releasable (getCredit `releasable`: collateral
 * that backs used credit stays), read fresh when the dialog opens, so Max never leads to a refusal.
 */
export function WithdrawDialog({ card, mode, open, onClose }: WithdrawDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const mutation = useCardOperation();
  const [amount, setAmount] = useState('');
  const [isTouched, setTouched] = useState(false);
  const isUnstake = mode === 'unstake';
  const credit = useGetCredit(card.id, { query: { enabled: open && isUnstake, refetchOnMount: 'always', staleTime: 0 } });
  const releasable = credit.data?.data.releasable;
  // Unknown until the server has said how much collateral is releasable: no Max, no submit.
  const maximum = isUnstake ? (releasable === undefined ? null : maximumFor(mode, card, releasable)) : maximumFor(mode, card, '0');
  const parsed = parseUsdAmount(amount);
  const isAboveMaximum = parsed !== null && maximum !== null && parsed.gt(maximum);

  let error: string | null = null;
  if (isTouched && !parsed) error = intl.formatMessage({ id: 'cardFunding.validation.validAmount' });
  else if (isAboveMaximum) error = intl.formatMessage({ id: 'cardFunding.validation.aboveMaximum' }, { maximum: formatUsd(maximum, intl.locale) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed || maximum === null || parsed.gt(maximum)) return;
    mutation.mutate(
      { id: card.id, data: { operation: mode, amount: parsed.toFixed(USD_DECIMALS), currency: USD }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: mode === 'withdraw' ? 'cardFunding.toast.withdrawSuccess' : 'cardFunding.toast.unstakeSuccess' }),
            description: intl.formatMessage({ id: 'cardFunding.toast.toUsdBalance' }, { amount: formatUsd(parsed, intl.locale) }),
            variant: 'success',
          });
          onClose();
        },
        onError: (failure) => {
          toast({
            title: intl.formatMessage({ id: 'cardFunding.error.operationFailed' }),
            description: formatErrorMessage(intl, cardOperationErrorMessage(failure)),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const formId = `withdraw-${card.id}`;
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      isCloseDisabled={mutation.isPending}
      onExited={() => {
        setAmount('');
        setTouched(false);
        mutation.reset();
      }}
      title={intl.formatMessage({ id: mode === 'withdraw' ? 'cardFunding.withdraw.title' : 'cardFunding.unstake.title' }, { lastFour: card.lastFourDigits })}
      actions={
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {intl.formatMessage({ id: 'cardFunding.cancel' })}
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={mutation.isPending} disabled={!parsed || maximum === null || isAboveMaximum || maximum.lte(0)}>
            {intl.formatMessage({ id: mode === 'withdraw' ? 'cardFunding.withdraw.submit' : 'cardFunding.unstake.submit' })}
          </Button>
        </DialogActions>
      }
    >
      <Stack component="form" id={formId} noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
        <Typography color="text.secondary">{intl.formatMessage({ id: mode === 'withdraw' ? 'cardFunding.withdraw.body' : 'cardFunding.unstake.body' })}</Typography>
        {isUnstake && credit.isError ? (
          <RetryAlert retryLabel={intl.formatMessage({ id: 'cardFunding.retry' })} onRetry={() => void credit.refetch()}>
            {intl.formatMessage({ id: 'cardFunding.unstake.releasableFailed' })}
          </RetryAlert>
        ) : null}
        <UsdAmountField
          value={amount}
          onEdit={(value) => {
            setAmount(value);
            setTouched(true);
          }}
          maximum={maximum}
          error={error}
          disabled={mutation.isPending}
          autoFocus
          helperText={
            maximum === null
              ? undefined
              : isUnstake
                ? intl.formatMessage({ id: 'cardFunding.unstake.maximum' }, { maximum: formatUsd(maximum, intl.locale), limit: formatUsd(card.credit.limit, intl.locale) })
                : intl.formatMessage({ id: 'cardFunding.withdraw.maximum' }, { maximum: formatUsd(maximum, intl.locale) })
          }
        />
      </Stack>
    </ResponsiveDialog>
  );
}
