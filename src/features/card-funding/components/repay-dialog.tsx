import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { formatErrorMessage } from '@/api/errors';
import { newIdempotencyKey } from '@/api/idempotency';
import { AmountField } from '@/components/amount-field';
import { ResponsiveDialog, type DialogOpenProps } from '@/components/responsive-dialog';
import { tabPanelProps } from '@/components/tab-bar';
import { useToast } from '@/components/toast-provider';
import { dec, formatUsd } from '@contract-kit/money';
import { useCardRequirements } from '../hooks/use-card-requirements';
import { useRepayCard } from '../hooks/use-funding-mutations';
import { useSourceAccounts } from '../hooks/use-source-accounts';
import { repaymentPaid, repaymentProblem, type RepaymentProblem } from '@contract-kit/rules/card-funding';
import { maximumFor, repaymentRequired, toUsdInput } from '../lib/amounts';
import { USD, USD_DECIMALS } from '../lib/card-funding-constants';
import { repaymentErrorMessage } from '../lib/errors';
import { directFeeRate } from '../lib/requirements';
import { FundingMethodTabs, type FundingMethod } from './funding-method-tabs';
import { OnchainFundingPanel } from './onchain-funding-panel';

interface RepayDialogProps extends DialogOpenProps {
  card: Card;
  /** The method tab shown (the app keeps it in the address); without it the dialog keeps its own. */
  method?: FundingMethod;
  onMethodChange?: (method: FundingMethod) => void;
}

/**
 * Repay a credit card (spec 02 §4, §5): on-chain crypto to the card's repayment address — the outstanding amount
 * grossed up by the direct deposit fee (used / (1 - fee)) plus the 0.5 % crypto buffer — or the USD balance, up to
 * min(used, USD balance), with every validation message of §5.
 */
export function RepayDialog({ card, method: placeMethod, onMethodChange, ...dialog }: RepayDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const { requirements } = useCardRequirements();
  const accounts = useSourceAccounts(dialog.open);
  const mutation = useRepayCard();
  const idPrefix = useId();
  const [ownMethod, setOwnMethod] = useState<FundingMethod>('account');
  const method = placeMethod ?? ownMethod;
  const setMethod = (next: FundingMethod) => {
    setOwnMethod(next);
    onMethodChange?.(next);
  };
  const [amount, setAmount] = useState<string | null>(null);

  const isCredit = card.model === 'credit';
  const used = card.credit.used;
  const usdAccount = accounts.data?.data.find((account) => account.currencyId === USD);
  const usdBalance = usdAccount?.balance ?? '0';
  const maximum = maximumFor('repay', card, usdBalance);
  const value = amount ?? toUsdInput(used);
  const validation = repaymentProblem(value, used);
  // The card is paid at most what is owed (the 0.1 tolerance never charges more): that must fit the USD balance.
  const isInsufficient = !validation && Boolean(accounts.data) && repaymentPaid(value, used).gt(usdBalance);
  const feeRate = directFeeRate(requirements, 'repayment');
  const grossUp = repaymentRequired(used, feeRate).toFixed(USD_DECIMALS);

  const messageOf = (problem: RepaymentProblem): string => {
    switch (problem) {
      case 'invalidAmount':
        return intl.formatMessage({ id: 'cardFunding.repay.validAmount' });
      case 'decimalPlaces':
        return intl.formatMessage({ id: 'cardFunding.repay.decimalPlaces' });
      case 'minimum':
        return intl.formatMessage({ id: 'cardFunding.repay.minimum' });
      case 'exceedsOutstanding':
        return intl.formatMessage({ id: 'cardFunding.repay.exceedsOutstanding' }, { amount: formatUsd(used, intl.locale) });
    }
  };
  const error = amount !== null && validation ? messageOf(validation) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCredit) {
      toast({ title: intl.formatMessage({ id: 'cardFunding.error.repaymentFailed' }), description: intl.formatMessage({ id: 'cardFunding.repay.creditOnly' }), variant: 'destructive' });
      return;
    }
    if (validation || isInsufficient || !usdAccount) {
      setAmount(value);
      return;
    }
    mutation.mutate(
      { id: card.id, data: { amount: dec(value).toFixed(USD_DECIMALS), fromCurrencyId: USD }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (response) => {
          toast({
            title: intl.formatMessage({ id: 'cardFunding.toast.repaySuccess' }),
            description: intl.formatMessage({ id: 'cardFunding.toast.repaySuccessBody' }, { amount: formatUsd(response.data.amount, intl.locale) }),
            variant: 'success',
          });
          dialog.onClose();
        },
        onError: (failure) => {
          toast({
            title: intl.formatMessage({ id: 'cardFunding.error.repaymentFailed' }),
            description: formatErrorMessage(intl, repaymentErrorMessage(failure)),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <ResponsiveDialog
      {...dialog}
      isCloseDisabled={mutation.isPending}
      onExited={() => {
        setAmount(null);
        setOwnMethod('account');
        mutation.reset();
      }}
      title={intl.formatMessage({ id: 'cardFunding.repay.title' }, { lastFour: card.lastFourDigits })}
    >
      <Stack spacing={2}>
        {!isCredit ? <Alert severity="error">{intl.formatMessage({ id: 'cardFunding.repay.creditOnly' })}</Alert> : null}
        <Typography variant="label" data-testid="repay-outstanding">
          {intl.formatMessage({ id: 'cardFunding.repay.outstanding' }, { amount: formatUsd(used, intl.locale) })}
        </Typography>
        <FundingMethodTabs value={method} onChange={setMethod} accountLabel="usdBalance" idPrefix={idPrefix} />
        <Box {...tabPanelProps(idPrefix, method)} sx={{ pt: 1 }}>
          {method === 'onchain' ? (
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage({ id: 'cardFunding.repay.grossUp' }, { amount: formatUsd(grossUp, intl.locale), outstanding: formatUsd(used, intl.locale) })}
              </Typography>
              {isCredit ? <OnchainFundingPanel cardId={card.id} kind="repayment" usdAmount={dec(used).gt(0) ? grossUp : null} feeRate={feeRate} /> : null}
            </Stack>
          ) : accounts.isPending ? (
            <Skeleton variant="rounded" height={56} />
          ) : accounts.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
                  {intl.formatMessage({ id: 'cardFunding.retry' })}
                </Button>
              }
            >
              {/* The toast of spec 02 §8 says 'Failed to fetch account information' (useSourceAccounts); here only the retry. */}
              {intl.formatMessage({ id: 'cardFunding.account.retryLoad' })}
            </Alert>
          ) : (
            <Stack component="form" noValidate onSubmit={submit} spacing={2}>
              <AmountField
                label={intl.formatMessage({ id: 'cardFunding.account.amount' })}
                name="amount"
                value={value}
                onChange={setAmount}
                currency={USD}
                error={error}
                disabled={mutation.isPending || !isCredit}
                required
                onMax={() => setAmount(toUsdInput(maximum))}
                problemMessages={{ invalid: messageOf('invalidAmount'), misplacedGroup: messageOf('invalidAmount'), tooLarge: messageOf('invalidAmount'), tooManyDecimals: messageOf('decimalPlaces') }}
                helperText={intl.formatMessage({ id: 'cardFunding.repay.balance' }, { balance: formatUsd(usdBalance, intl.locale), maximum: formatUsd(maximum, intl.locale) })}
              />
              {isInsufficient ? (
                <Alert severity="warning">
                  {intl.formatMessage({ id: 'cardFunding.repay.insufficientUsd' }, { requested: formatUsd(value, intl.locale), available: formatUsd(usdBalance, intl.locale) })}
                </Alert>
              ) : null}
              <Button
                type="submit"
                variant="contained"
                loading={mutation.isPending}
                disabled={!isCredit || Boolean(validation) || isInsufficient || !usdAccount || dec(used).lte(0)}
                sx={{ alignSelf: { sm: 'flex-start' } }}
              >
                {intl.formatMessage({ id: 'cardFunding.repay.submit' })}
              </Button>
            </Stack>
          )}
        </Box>
      </Stack>
    </ResponsiveDialog>
  );
}
