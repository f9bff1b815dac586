import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CardModel, CardSourceAccount } from '@contract-kit/model';
import { UsdAmountField } from './usd-amount-field';
import { RetryAlert } from '@/components/retry-alert';
import { dec, formatAmount, formatUsd, tryDec, type Big } from '@contract-kit/money';
import { useExchangeQuote } from '../hooks/use-exchange-quote';
import { useSourceAccounts } from '../hooks/use-source-accounts';
import { bufferedCryptoAmount, checkFundingAmount, displayCryptoAmount, displaySourceAmount, parseUsdAmount } from '../lib/amounts';
import { USD, USD_DECIMALS } from '../lib/card-funding-constants';
import { isQuotable } from '../lib/quote';
import { QuoteSummary } from './quote-summary';

export interface AccountFundingInput {
  /** USD credited to the card (2 decimals). */
  amount: string;
  account: CardSourceAccount;
}

interface AccountFundingFormProps {
  model: CardModel;
  /** Initial amount in USD (e.g. what the application still needs). */
  defaultAmount?: string;
  /** The application's remaining requirement: below it a warning shows (spec 02 §5). */
  minimumAmount?: string | null;
  /**
   * 'application' — wizard step 3, spec 02 §5 "Account deposit amount" ('Please enter a valid deposit amount');
   * 'dialog' — deposit / stake from account, §5 "Deposit/stake from account" ('please enter valid amount').
   */
  variant: 'application' | 'dialog';
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (input: AccountFundingInput) => void;
}

const defaultAccount = (accounts: readonly CardSourceAccount[]) =>
  accounts.find((account) => account.currencyId === USD && dec(account.balance).gt(0)) ?? accounts.find((account) => dec(account.balance).gt(0)) ?? accounts[0];

/**
 * Account balance funding (spec 02 §4): choose a source account (USD, USDT, USDC, LOOK) and an amount in USD. A
 * crypto account pays the quoted amount plus the 0.5 % buffer (rounded up to 6 decimals, shown with 4); the quote
 * is cached by currency and amount until it expires. Confirm is disabled while the amount is invalid or costs more
 * than the account holds, with 'Insufficient balance. Requested: X, Available: Y'.
 */
export function AccountFundingForm({ model, defaultAmount = '', minimumAmount, variant, submitLabel, isSubmitting, onSubmit }: AccountFundingFormProps) {
  const intl = useIntl();
  const accounts = useSourceAccounts();
  const [chosenAccountId, setAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState(defaultAmount);
  const [isTouched, setTouched] = useState(defaultAmount !== '');

  const list = accounts.data?.data ?? [];
  const account = list.find((candidate) => candidate.id === chosenAccountId) ?? defaultAccount(list);
  const currency = account?.currencyId ?? USD;
  const isCrypto = isQuotable(currency);
  const quote = useExchangeQuote(isCrypto ? currency : null, amount);

  const cost = (value: Big): Big | null => {
    if (!isCrypto) return value;
    return quote.quote ? bufferedCryptoAmount(value, quote.quote.effectiveRate) : null;
  };
  const check = account ? checkFundingAmount(amount, cost, account.balance) : null;
  const isQuoteMissing = isCrypto && check?.kind === 'ok' && !quote.quote;
  const parsed = parseUsdAmount(amount);
  const isBelowMinimum = Boolean(minimumAmount && parsed && parsed.lt(minimumAmount));

  let error: string | null = null;
  if (isTouched && check?.kind === 'invalid') {
    error = intl.formatMessage({ id: variant === 'application' ? 'cardFunding.validation.validDepositAmount' : 'cardFunding.validation.validAmount' });
  } else if (check?.kind === 'insufficient') {
    error = intl.formatMessage(
      { id: 'cardFunding.validation.insufficientBalance' },
      { requested: displaySourceAmount(check.requested, currency, 'up'), available: displaySourceAmount(check.available, currency, 'down') },
    );
  }

  const isDisabled = !account || check?.kind !== 'ok' || isQuoteMissing || isSubmitting;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!account || check?.kind !== 'ok' || isQuoteMissing) return;
    onSubmit({ amount: check.amount.toFixed(USD_DECIMALS), account });
  };

  if (accounts.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={intl.formatMessage({ id: 'cardFunding.account.loading' })}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (accounts.isError) {
    // Spec 02 §8 names a toast, 'Failed to fetch account information' (useSourceAccounts raises it); here only the
    // way to try again.
    return (
      <RetryAlert retryLabel={intl.formatMessage({ id: 'cardFunding.retry' })} onRetry={() => void accounts.refetch()}>
        {intl.formatMessage({ id: 'cardFunding.account.retryLoad' })}
      </RetryAlert>
    );
  }
  if (list.length === 0) return <Alert severity="info">{intl.formatMessage({ id: 'cardFunding.account.none' })}</Alert>;

  const balanceText = (candidate: CardSourceAccount) =>
    candidate.currencyId === USD ? formatUsd(candidate.balance, intl.locale) : `${formatAmount(candidate.balance, candidate.currencyId, intl.locale)} ${candidate.currencyId}`;

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: model === 'debit' ? 'cardFunding.account.formLabel.debit' : 'cardFunding.account.formLabel.credit' })}
    >
      <TextField
        select
        label={intl.formatMessage({ id: 'cardFunding.account.source' })}
        value={account?.id ?? ''}
        onChange={(event) => setAccountId(event.target.value)}
        disabled={isSubmitting}
        fullWidth
      >
        {list.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id}>
            {intl.formatMessage({ id: 'cardFunding.account.option' }, { alias: candidate.alias, balance: balanceText(candidate) })}
          </MenuItem>
        ))}
      </TextField>
      <UsdAmountField
        value={amount}
        onEdit={(value) => {
          setAmount(value);
          setTouched(true);
        }}
        maximum={account && currency === USD ? account.balance : null}
        error={error}
        disabled={isSubmitting}
        helperText={account ? intl.formatMessage({ id: 'cardFunding.account.available' }, { balance: balanceText(account) }) : undefined}
      />
      {isCrypto && tryDec(amount)?.gt(0) ? (
        <QuoteSummary
          quote={quote}
          usdAmount={parsed}
          currency={currency}
          headline={
            quote.quote && parsed ? intl.formatMessage({ id: 'cardFunding.account.cost' }, { amount: displayCryptoAmount(bufferedCryptoAmount(parsed, quote.quote.effectiveRate)), currency }) : null
          }
          headlineTestId="account-funding-cost"
          look="form"
        />
      ) : null}
      {isBelowMinimum && minimumAmount ? <Alert severity="warning">{intl.formatMessage({ id: 'cardFunding.account.belowMinimum' }, { minimum: formatUsd(minimumAmount, intl.locale) })}</Alert> : null}
      <Button type="submit" variant="contained" disabled={isDisabled} loading={isSubmitting} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
