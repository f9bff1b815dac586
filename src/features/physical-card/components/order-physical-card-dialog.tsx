import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { serverMessageOf } from '@/api/errors';
import { createOrder, getCreateOrderMutationKey, useGetOrderFees, type CreateOrderMutationVariables } from '@/api/generated/endpoints/card-orders/card-orders';
import type { Card, CardOrder, CardOrderFees } from '@contract-kit/model';
import { idempotentMutationOptions, newIdempotencyKey } from '@/api/idempotency';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useToast } from '@/components/toast-provider';
import { env } from '@/config/env';
import { useSession } from '@/features/auth';
import { bufferedCryptoAmount, displayCryptoAmount, useExchangeQuote, useSourceAccounts } from '@/features/card-funding';
import { useCards } from '@/features/cards';
import { dec, formatAmount, formatUsd } from '@contract-kit/money';
import { FUNDING_CURRENCIES } from '@contract-kit/rules/currencies';
import { COUNTRY_DIAL_CODES, DEFAULT_CARD_DESIGN, DEFAULT_ROUTING, SHIPPING_METHODS, type PaymentCurrency } from '../lib/physical-card-constants';
import { changedOrderFees, dialCodes, fallbackOrderFees, initialOrderForm, isEmailValid, missingOrderFields, orderCountries, sanitizePhone, type OrderField, type OrderForm } from '../lib/order-form';
import { OrderSuccessDialog } from './order-success-dialog';

interface OrderPhysicalCardDialogProps {
  card: Card;
  open: boolean;
  onClose: () => void;
  /** Closing the success dialog reloads the page (spec 02 §4); injectable for tests. */
  onReload?: () => void;
}

const FIELD_LABEL_IDS = {
  firstName: 'physicalCard.form.firstName',
  lastName: 'physicalCard.form.lastName',
  phoneNumber: 'physicalCard.form.phoneNumber',
  dialCode: 'physicalCard.form.dialCode',
  email: 'physicalCard.form.email',
  line1: 'physicalCard.form.line1',
  line2: 'physicalCard.form.line2',
  city: 'physicalCard.form.city',
  postalCode: 'physicalCard.form.postalCode',
  country: 'physicalCard.form.country',
} as const satisfies Record<OrderField, string>;

const reloadPage = () => window.location.reload();

/**
 * Create physical card order (spec 02 §4 "Physical card order", §5 "Order step 1 required"): step 1 the shipping
 * details (every field but line2 required, else 'Please fill in all required fields' with the fields highlighted;
 * country US by default, IN not offered), step 2 the fees (falling back to base 20.00, total 20.00 USD when they
 * cannot be fetched) and the payment currency (USD, USDT, USDC, LOOK). Submit is disabled unless the fees are
 * loaded and the balance covers the total. Success shows a dialog whose closing reloads the page.
 *
 * The order carries the total fee shown (`confirmedTotalFee`): the server charges that or nothing. When the fee was
 * the fallback or has changed, it answers FeesChanged with the current fees, which replace the ones shown, with a
 * note, for the user to confirm again.
 */
export function OrderPhysicalCardDialog({ card, open, onClose, onReload = reloadPage }: OrderPhysicalCardDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const session = useSession();
  const [step, setStep] = useState<1 | 2>(1);
  const [form, setForm] = useState<OrderForm>(() => initialOrderForm(session.data));
  // The session may arrive after the dialog mounts: prefill the name and e-mail once, if still empty.
  const isPrefilled = useRef(Boolean(session.data));
  useEffect(() => {
    if (isPrefilled.current || !session.data) return;
    isPrefilled.current = true;
    const prefill = initialOrderForm(session.data);
    setForm((current) => ({
      ...current,
      firstName: current.firstName || prefill.firstName,
      lastName: current.lastName || prefill.lastName,
      email: current.email || prefill.email,
    }));
  }, [session.data]);
  const [highlighted, setHighlighted] = useState<readonly OrderField[]>([]);
  const [isEmailInvalid, setEmailInvalid] = useState(false);
  const [currency, setCurrency] = useState<PaymentCurrency>('USD');
  const [createdOrder, setCreatedOrder] = useState<CardOrder | null>(null);
  /** The fees the server answered a FeesChanged with: shown until confirmed (or the shipping details change). */
  const [changedFees, setChangedFees] = useState<CardOrderFees | null>(null);
  const mutation = useMutation(idempotentMutationOptions(getCreateOrderMutationKey(), ({ id, data }: CreateOrderMutationVariables, request) => createOrder(id, data, request)));

  const cards = useCards();
  const fees = useGetOrderFees(card.id, { country: form.country, shippingMethod: form.shippingMethod }, { query: { enabled: open && step === 2, retry: false, staleTime: 60_000 } });
  const accounts = useSourceAccounts(open && step === 2);
  // What the user sees and confirms: the server's answer to a changed fee, else the fees, else the spec 02 §8 fallback.
  const effectiveFees = changedFees ?? (fees.isSuccess ? fees.data.data : fees.isError ? fallbackOrderFees(cards.data ?? [card], env.testing.isFirstTimeOrderForced) : null);
  const account = accounts.data?.data.find((candidate) => candidate.currencyId === currency);
  const isCrypto = currency !== 'USD';
  const quote = useExchangeQuote(isCrypto ? currency : null, effectiveFees?.totalFee ?? null);
  const cost = effectiveFees ? (isCrypto ? (quote.quote ? bufferedCryptoAmount(effectiveFees.totalFee, quote.quote.effectiveRate) : null) : dec(effectiveFees.totalFee)) : null;
  const isCovered = Boolean(account && cost && cost.lte(account.balance));
  const canSubmit = Boolean(effectiveFees) && (changedFees !== null || !fees.isFetching) && isCovered && !mutation.isPending;

  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [intl.locale]);
  const countries = useMemo(
    () =>
      orderCountries()
        .map((code) => ({ code, name: regionNames?.of(code) ?? code }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [intl.locale, regionNames],
  );

  const set = <K extends keyof OrderForm>(field: K, value: OrderForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (highlighted.includes(field as OrderField)) setHighlighted((current) => current.filter((candidate) => candidate !== field));
    if (field === 'email') setEmailInvalid(false);
  };

  const continueToPayment = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingOrderFields(form);
    setHighlighted(missing);
    if (missing.length > 0) return;
    if (!isEmailValid(form.email)) {
      setEmailInvalid(true);
      return;
    }
    setStep(2);
  };

  const placeOrder = () => {
    if (!account || !canSubmit || !effectiveFees) return;
    mutation.mutate(
      {
        id: card.id,
        data: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          phoneNumber: form.phoneNumber,
          dialCode: form.dialCode,
          email: form.email.trim(),
          cardDesign: DEFAULT_CARD_DESIGN,
          shippingAddress: {
            line1: form.line1.trim(),
            ...(form.line2.trim() ? { line2: form.line2.trim() } : {}),
            city: form.city.trim(),
            postalCode: form.postalCode.trim(),
            country: form.country,
          },
          shippingMethod: form.shippingMethod,
          routing: DEFAULT_ROUTING,
          fromAccountId: account.id,
          fromCurrencyId: currency,
          // The fee the user is confirming: the server charges it, or refuses with the current fees.
          confirmedTotalFee: effectiveFees.totalFee,
        },
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (response) => setCreatedOrder(response.data),
        onError: (error) => {
          const current = changedOrderFees(error);
          if (current) {
            // Nothing was charged: show the new fees (announced in the fee box) for the user to confirm again.
            setChangedFees(current);
            return;
          }
          toast({ title: intl.formatMessage({ id: 'physicalCard.error.createFailed' }), description: serverMessageOf(error) ?? undefined, variant: 'destructive' });
        },
      },
    );
  };

  const fieldProps = (field: OrderField) => ({
    name: field,
    label: intl.formatMessage({ id: FIELD_LABEL_IDS[field] }),
    value: form[field],
    error: highlighted.includes(field) || (field === 'email' && isEmailInvalid),
    required: field !== 'line2',
    fullWidth: true,
    disabled: mutation.isPending,
  });
  const balanceOf = (symbol: PaymentCurrency) => {
    const candidate = accounts.data?.data.find((entry) => entry.currencyId === symbol);
    if (!candidate) return intl.formatMessage({ id: 'physicalCard.payment.noAccountShort' });
    return symbol === 'USD' ? formatUsd(candidate.balance, intl.locale) : `${formatAmount(candidate.balance, symbol, intl.locale)} ${symbol}`;
  };
  const costText = cost ? (isCrypto ? `${displayCryptoAmount(cost)} ${currency}` : formatUsd(cost, intl.locale)) : null;
  const formId = `physical-order-${card.id}`;

  return (
    <>
      <ResponsiveDialog
        open={open && createdOrder === null}
        onClose={onClose}
        isCloseDisabled={mutation.isPending}
        onExited={() => {
          if (createdOrder) return;
          setStep(1);
          setHighlighted([]);
          setEmailInvalid(false);
          setChangedFees(null);
          mutation.reset();
        }}
        title={intl.formatMessage({ id: 'physicalCard.order.title' }, { lastFour: card.lastFourDigits })}
        actions={
          <DialogActions>
            {step === 1 ? (
              <>
                <Button onClick={onClose}>{intl.formatMessage({ id: 'physicalCard.cancel' })}</Button>
                <Button type="submit" form={formId} variant="contained">
                  {intl.formatMessage({ id: 'physicalCard.order.continue' })}
                </Button>
              </>
            ) : (
              <>
                <Button
                  onClick={() => {
                    setStep(1);
                    setChangedFees(null);
                  }}
                  disabled={mutation.isPending}
                >
                  {intl.formatMessage({ id: 'physicalCard.back' })}
                </Button>
                <Button variant="contained" onClick={placeOrder} disabled={!canSubmit} loading={mutation.isPending}>
                  {intl.formatMessage({ id: 'physicalCard.order.submit' })}
                </Button>
              </>
            )}
          </DialogActions>
        }
      >
        <Stepper activeStep={step - 1} alternativeLabel sx={{ mb: 3 }}>
          <Step>
            <StepLabel>{intl.formatMessage({ id: 'physicalCard.order.step1' })}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{intl.formatMessage({ id: 'physicalCard.order.step2' })}</StepLabel>
          </Step>
        </Stepper>

        {step === 1 ? (
          <Box component="form" id={formId} noValidate onSubmit={continueToPayment}>
            {highlighted.length > 0 ? (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {intl.formatMessage({ id: 'physicalCard.form.required' })}
              </Alert>
            ) : null}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <TextField {...fieldProps('firstName')} autoComplete="given-name" onChange={(event) => set('firstName', event.target.value)} />
              <TextField {...fieldProps('lastName')} autoComplete="family-name" onChange={(event) => set('lastName', event.target.value)} />
              <Stack direction="row" spacing={1} sx={{ gridColumn: { sm: '1 / -1' } }}>
                <TextField {...fieldProps('dialCode')} select fullWidth={false} sx={{ minWidth: 110 }} onChange={(event) => set('dialCode', event.target.value)}>
                  {dialCodes().map((code) => (
                    <MenuItem key={code} value={code}>
                      {code}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  {...fieldProps('phoneNumber')}
                  autoComplete="tel-national"
                  onChange={(event) => set('phoneNumber', sanitizePhone(event.target.value))}
                  slotProps={{ htmlInput: { inputMode: 'tel' } }}
                />
              </Stack>
              <TextField
                {...fieldProps('email')}
                type="email"
                autoComplete="email"
                sx={{ gridColumn: { sm: '1 / -1' } }}
                helperText={isEmailInvalid ? intl.formatMessage({ id: 'physicalCard.form.emailInvalid' }) : undefined}
                onChange={(event) => set('email', event.target.value)}
              />
              <TextField {...fieldProps('line1')} autoComplete="address-line1" sx={{ gridColumn: { sm: '1 / -1' } }} onChange={(event) => set('line1', event.target.value)} />
              <TextField
                {...fieldProps('line2')}
                autoComplete="address-line2"
                sx={{ gridColumn: { sm: '1 / -1' } }}
                helperText={intl.formatMessage({ id: 'physicalCard.form.optional' })}
                onChange={(event) => set('line2', event.target.value)}
              />
              <TextField {...fieldProps('city')} autoComplete="address-level2" onChange={(event) => set('city', event.target.value)} />
              <TextField {...fieldProps('postalCode')} autoComplete="postal-code" onChange={(event) => set('postalCode', event.target.value)} />
              <TextField
                {...fieldProps('country')}
                select
                sx={{ gridColumn: { sm: '1 / -1' } }}
                onChange={(event) => {
                  const country = event.target.value;
                  setForm((current) => ({ ...current, country, dialCode: COUNTRY_DIAL_CODES[country] ?? current.dialCode }));
                  setHighlighted((current) => current.filter((field) => field !== 'country' && field !== 'dialCode'));
                }}
              >
                {countries.map((country) => (
                  <MenuItem key={country.code} value={country.code}>
                    {country.name}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <FormControl sx={{ mt: 2 }}>
              <FormLabel id={`${formId}-shipping`}>{intl.formatMessage({ id: 'physicalCard.form.shippingMethod' })}</FormLabel>
              <RadioGroup row aria-labelledby={`${formId}-shipping`} value={form.shippingMethod} onChange={(_, value) => set('shippingMethod', value as OrderForm['shippingMethod'])}>
                {SHIPPING_METHODS.map((method) => (
                  <FormControlLabel
                    key={method}
                    value={method}
                    control={<Radio />}
                    label={intl.formatMessage({ id: method === 'standard' ? 'physicalCard.shipping.standard' : 'physicalCard.shipping.express' })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Box>
        ) : (
          <Stack spacing={2.5}>
            <Box component="section" aria-label={intl.formatMessage({ id: 'physicalCard.fees.title' })} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
                {intl.formatMessage({ id: 'physicalCard.fees.title' })}
              </Typography>
              {changedFees ? (
                <Alert severity="warning" role="alert" sx={{ mb: 1.5 }}>
                  {intl.formatMessage({ id: 'physicalCard.fees.changed' })}
                </Alert>
              ) : null}
              {effectiveFees && (changedFees !== null || !fees.isFetching) ? (
                <Stack spacing={0.75} data-testid="order-fees">
                  {(
                    [
                      ['physicalCard.fees.base', effectiveFees.baseFee],
                      ['physicalCard.fees.shipping', effectiveFees.shippingFee],
                      ['physicalCard.fees.processing', effectiveFees.processingFee],
                    ] as const
                  ).map(([id, amount]) => (
                    <Stack key={id} direction="row" sx={{ justifyContent: 'space-between' }}>
                      <Typography color="text.secondary">{intl.formatMessage({ id })}</Typography>
                      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatUsd(amount, intl.locale)}</Typography>
                    </Stack>
                  ))}
                  <Divider />
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="strong">{intl.formatMessage({ id: 'physicalCard.fees.total' })}</Typography>
                    <Typography variant="strong" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="order-total">
                      {intl.formatMessage({ id: 'physicalCard.fees.totalValue' }, { amount: formatUsd(effectiveFees.totalFee, intl.locale), currency: effectiveFees.currency })}
                    </Typography>
                  </Stack>
                  {fees.isError && !changedFees ? (
                    <Typography variant="body2" color="warning.main">
                      {intl.formatMessage({ id: 'physicalCard.fees.fallback' })}
                    </Typography>
                  ) : null}
                </Stack>
              ) : (
                <Stack spacing={1} aria-busy="true" aria-label={intl.formatMessage({ id: 'physicalCard.fees.loading' })}>
                  <Skeleton />
                  <Skeleton />
                  <Skeleton width="60%" />
                </Stack>
              )}
            </Box>

            <TextField
              select
              label={intl.formatMessage({ id: 'physicalCard.payment.currency' })}
              value={currency}
              onChange={(event) => setCurrency(event.target.value as PaymentCurrency)}
              disabled={mutation.isPending}
              fullWidth
            >
              {FUNDING_CURRENCIES.map((symbol) => (
                <MenuItem key={symbol} value={symbol}>
                  {intl.formatMessage({ id: 'physicalCard.payment.option' }, { currency: symbol, balance: balanceOf(symbol) })}
                </MenuItem>
              ))}
            </TextField>

            <div aria-live="polite">
              {accounts.isPending ? <Skeleton width="50%" /> : null}
              {accounts.isSuccess && !account ? <Alert severity="error">{intl.formatMessage({ id: 'physicalCard.payment.noAccount' })}</Alert> : null}
              {account && isCrypto && quote.isLoading ? <Skeleton width="60%" /> : null}
              {account && isCrypto && quote.error ? <Alert severity="warning">{intl.formatMessage({ id: 'physicalCard.payment.quoteFailed' })}</Alert> : null}
              {account && costText ? (
                <Typography variant="label" data-testid="order-cost">
                  {intl.formatMessage({ id: isCrypto ? 'physicalCard.payment.costCrypto' : 'physicalCard.payment.cost' }, { amount: costText })}
                </Typography>
              ) : null}
              {account && cost && !isCovered ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {intl.formatMessage(
                    { id: 'physicalCard.payment.insufficient' },
                    {
                      requested: isCrypto ? displayCryptoAmount(cost) : cost.toFixed(2),
                      available: isCrypto ? dec(account.balance).round(4, 0).toFixed(4) : dec(account.balance).toFixed(2),
                    },
                  )}
                </Alert>
              ) : null}
            </div>
          </Stack>
        )}
      </ResponsiveDialog>
      <OrderSuccessDialog order={createdOrder} lastFour={card.lastFourDigits} onClose={onReload} />
    </>
  );
}
