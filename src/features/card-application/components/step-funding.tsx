import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CardModel } from '@contract-kit/model';
import { tabPanelProps } from '@/components/tab-bar';
import { AccountFundingForm, FundingMethodTabs, formatPercent, OnchainFundingPanel, type AccountFundingInput, type FundingMethod, type OnchainSelection } from '@/features/card-funding';
import { Big, dec, formatUsd } from '@contract-kit/money';
import type { DepositRequirements } from '@contract-kit/rules/card-funding';

interface StepFundingProps {
  cardId: string;
  model: CardModel;
  requirements: DepositRequirements;
  /** data.current of getDeposit / getCredit. */
  funded: string;
  isFunded: boolean;
  fundingError: string | null;
  onRetryFunding: () => void;
  method: FundingMethod;
  onMethodChange: (method: FundingMethod) => void;
  onOnchainChange: (selection: OnchainSelection) => void;
  onAccountDeposit: (input: AccountFundingInput) => void;
  isDepositing: boolean;
}

function Row({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={isStrong ? 'strong' : 'body1'} color={isStrong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography variant={isStrong ? 'strong' : 'medium'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * Step 3 (spec 02 §2, §4): funding with a method choice — on-chain (network, currency, the card's address) or
 * account balance (source account, amount, the quote with its 0.5 % buffer). The required total is
 * (minimum + activation fee) / (1 - fee), floored to cents; the funded amount is checked every 7 s.
 */
export function StepFunding(props: StepFundingProps) {
  const { cardId, model, requirements, funded, isFunded, fundingError, onRetryFunding, method, onMethodChange, onOnchainChange, onAccountDeposit, isDepositing } = props;
  const intl = useIntl();
  const idPrefix = useId();
  // The card must hold minimum + activation fee; an on-chain deposit arrives less the direct fee, so it sends more.
  const required = dec(requirements.accountTotalRequired);
  const remaining = required.minus(funded);
  const remainingPositive = remaining.gt(0) ? remaining.toFixed(2) : null;
  const feeRate = dec(requirements.feeRate);
  const remainingToSend = remaining.gt(0) ? remaining.div(dec(1).minus(feeRate)).round(2, Big.roundUp).toFixed(2) : null;
  const progress = required.gt(0) ? Math.min(100, Number(dec(funded).div(required).times(100).round(0, Big.roundDown).toFixed(0))) : 100;
  const isOnchain = method === 'onchain';
  const usd = (value: string) => formatUsd(value, intl.locale);

  return (
    <Stack spacing={2.5}>
      <Box component="section" aria-label={intl.formatMessage({ id: 'cardApplication.funding.summary' })} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
        <Stack spacing={0.75}>
          <Row label={intl.formatMessage({ id: model === 'debit' ? 'cardApplication.funding.minimumDeposit' : 'cardApplication.funding.minimumStake' })} value={usd(requirements.minimumDeposit)} />
          <Row label={intl.formatMessage({ id: 'cardApplication.funding.activationFee' })} value={usd(requirements.activationFee)} />
          {isOnchain ? (
            <>
              <Row label={intl.formatMessage({ id: 'cardApplication.funding.directFee' }, { rate: formatPercent(requirements.feeRate, intl.locale) })} value={usd(requirements.directFee)} />
              <Row label={intl.formatMessage({ id: 'cardApplication.funding.totalToSend' })} value={usd(requirements.totalRequired)} isStrong />
            </>
          ) : (
            <Row label={intl.formatMessage({ id: 'cardApplication.funding.totalRequired' })} value={usd(requirements.accountTotalRequired)} isStrong />
          )}
          <Box sx={{ pt: 1 }}>
            <LinearProgress variant="determinate" value={progress} aria-label={intl.formatMessage({ id: 'cardApplication.funding.progressLabel' })} sx={{ height: 8, borderRadius: 4 }} />
          </Box>
          <Row label={intl.formatMessage({ id: 'cardApplication.funding.funded' })} value={usd(funded)} />
          {remainingPositive ? <Row label={intl.formatMessage({ id: 'cardApplication.funding.remaining' })} value={usd(remainingPositive)} /> : null}
        </Stack>
        {requirements.isPromotion ? (
          <Typography variant="body2" color="success.main" sx={{ mt: 1 }}>
            {intl.formatMessage({ id: 'cardApplication.funding.promotion' }, { minimum: usd(requirements.minimumDeposit) })}
          </Typography>
        ) : null}
      </Box>

      <div role="status" aria-live="polite">
        {isFunded ? (
          <Alert severity="success">{intl.formatMessage({ id: 'cardApplication.funding.complete' })}</Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'cardApplication.funding.polling' })}
          </Typography>
        )}
      </div>
      {fundingError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetryFunding}>
              {intl.formatMessage({ id: 'cardApplication.retry' })}
            </Button>
          }
        >
          {fundingError}
        </Alert>
      ) : null}

      <FundingMethodTabs value={method} onChange={onMethodChange} idPrefix={idPrefix} />
      <Box {...tabPanelProps(idPrefix, method)}>
        {method === 'onchain' ? (
          <OnchainFundingPanel cardId={cardId} kind="funding" usdAmount={remainingToSend} onSelectionChange={onOnchainChange} />
        ) : isFunded ? null : (
          // Once funded there is nothing left to deposit (no form left asking for more).
          <AccountFundingForm
            model={model}
            variant="application"
            defaultAmount={remainingPositive ?? ''}
            minimumAmount={remainingPositive}
            submitLabel={intl.formatMessage({ id: 'cardApplication.funding.confirmDeposit' })}
            isSubmitting={isDepositing}
            onSubmit={onAccountDeposit}
          />
        )}
      </Box>
    </Stack>
  );
}
