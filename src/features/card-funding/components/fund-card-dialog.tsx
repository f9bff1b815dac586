import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { formatErrorMessage, serverMessageOr } from '@/api/errors';
import { newIdempotencyKey } from '@/api/idempotency';
import { ResponsiveDialog, type DialogOpenProps } from '@/components/responsive-dialog';
import { tabPanelProps } from '@/components/tab-bar';
import { useToast } from '@/components/toast-provider';
import { formatUsd } from '@contract-kit/money';
import { useCardRequirements } from '../hooks/use-card-requirements';
import { useDepositToCard, useStakeOnCard } from '../hooks/use-funding-mutations';
import { fundingReference } from '../lib/amounts';
import { directFeeRate } from '../lib/requirements';
import { AccountFundingForm, type AccountFundingInput } from './account-funding-form';
import { FundingMethodTabs, type FundingMethod } from './funding-method-tabs';
import { OnchainFundingPanel } from './onchain-funding-panel';

interface FundCardDialogProps extends DialogOpenProps {
  card: Card;
  /** deposit: an active debit card; stake: an active credit card. */
  mode: 'deposit' | 'stake';
  /** Offers the way back: withdraw (debit) or unstake (credit) to the USD balance. */
  onSwitchToWithdraw?: () => void;
  /** The method tab shown (the app keeps it in the address); without it the dialog keeps its own. */
  method?: FundingMethod;
  onMethodChange?: (method: FundingMethod) => void;
}

/**
 * Deposit (debit) and stake (credit), spec 02 §4 "Funding, staking, repayment": direct crypto on-chain (network,
 * currency, the card's address) or account balance (a source account and an amount; the reference is DEPOSIT_ or
 * STAKE_ plus a timestamp). Success: 'Deposit Successful' — 'Funds have been transferred from your account to the
 * {model} card'; failure: 'Deposit Failed' with the server's message (§8).
 */
export function FundCardDialog({ card, mode, onSwitchToWithdraw, method: placeMethod, onMethodChange, ...dialog }: FundCardDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const { requirements } = useCardRequirements();
  const [ownMethod, setOwnMethod] = useState<FundingMethod>('onchain');
  const method = placeMethod ?? ownMethod;
  const setMethod = (next: FundingMethod) => {
    setOwnMethod(next);
    onMethodChange?.(next);
  };
  const [formKey, setFormKey] = useState(0);
  const idPrefix = useId();
  const deposit = useDepositToCard();
  const stake = useStakeOnCard();
  const mutation = mode === 'deposit' ? deposit : stake;

  const submit = ({ amount, account }: AccountFundingInput) => {
    mutation.mutate(
      {
        id: card.id,
        data: { amount, fromAccountId: account.id, fromCurrencyId: account.currencyId, reference: fundingReference(card.model, Date.now()) },
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: 'cardFunding.toast.depositSuccess' }),
            description: intl.formatMessage(
              { id: 'cardFunding.toast.depositSuccessBody' },
              { model: intl.formatMessage({ id: card.model === 'debit' ? 'cardFunding.model.debit' : 'cardFunding.model.credit' }) },
            ),
            variant: 'success',
          });
          dialog.onClose();
        },
        onError: (error) => {
          toast({
            title: intl.formatMessage({ id: 'cardFunding.toast.depositFailed' }),
            description: formatErrorMessage(intl, serverMessageOr(error, mode === 'deposit' ? 'cardFunding.error.depositOperationFailed' : 'cardFunding.error.stakeOperationFailed')),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const balance = card.model === 'debit' ? card.deposit.available : card.credit.limit;
  return (
    <ResponsiveDialog
      {...dialog}
      isCloseDisabled={mutation.isPending}
      onExited={() => {
        setOwnMethod('onchain');
        setFormKey((key) => key + 1);
        deposit.reset();
        stake.reset();
      }}
      title={intl.formatMessage({ id: mode === 'deposit' ? 'cardFunding.deposit.title' : 'cardFunding.stake.title' }, { lastFour: card.lastFourDigits })}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}>
          <Typography color="text.secondary">
            {intl.formatMessage({ id: mode === 'deposit' ? 'cardFunding.deposit.current' : 'cardFunding.stake.current' }, { amount: formatUsd(balance, intl.locale) })}
          </Typography>
          {onSwitchToWithdraw ? (
            <Button size="small" onClick={onSwitchToWithdraw} disabled={mutation.isPending}>
              {intl.formatMessage({ id: mode === 'deposit' ? 'cardFunding.withdraw.open' : 'cardFunding.unstake.open' })}
            </Button>
          ) : null}
        </Stack>
        <FundingMethodTabs value={method} onChange={setMethod} idPrefix={idPrefix} />
        <Box {...tabPanelProps(idPrefix, method)} sx={{ pt: 1 }}>
          {method === 'onchain' ? (
            <OnchainFundingPanel cardId={card.id} kind="funding" usdAmount={null} feeRate={directFeeRate(requirements, mode)} />
          ) : (
            <AccountFundingForm
              key={formKey}
              model={card.model}
              variant="dialog"
              submitLabel={intl.formatMessage({ id: mode === 'deposit' ? 'cardFunding.deposit.submit' : 'cardFunding.stake.submit' })}
              isSubmitting={mutation.isPending}
              onSubmit={submit}
            />
          )}
        </Box>
      </Stack>
    </ResponsiveDialog>
  );
}
