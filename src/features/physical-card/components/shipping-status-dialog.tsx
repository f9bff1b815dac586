import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useListCardOrders } from '@/api/generated/endpoints/card-orders/card-orders';
import { getGetCardsQueryKey } from '@/api/generated/endpoints/cards/cards';
import type { Card } from '@contract-kit/model';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { StatusBadge } from '@/components/status-badge';
import { physicalStatusMessageId } from '@/features/cards';
import { formatUsd } from '@contract-kit/money';
import { SHIPPING_PROBLEMS, SHIPPING_PROGRESS } from '@contract-kit/rules/card-orders';

interface ShippingStatusDialogProps {
  card: Card;
  open: boolean;
  onClose: () => void;
}

/**
 * Shipping status (spec 02 §2, §4): where the physical card is — its physical status on the way from
 * pending_approval to fulfilled (delivered), or the problem that stopped it — and the order it came from.
 */
export function ShippingStatusDialog({ card, open, onClose }: ShippingStatusDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const orders = useListCardOrders(card.id, { query: { enabled: open, staleTime: 0 } });
  const status = card.physicalStatus;
  const progressIndex = (SHIPPING_PROGRESS as readonly string[]).indexOf(status);
  const isProblem = SHIPPING_PROBLEMS.includes(status);
  const order = orders.data?.data[0];
  const label = intl.formatMessage({ id: physicalStatusMessageId(status) });
  const date = (iso: string) => new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getGetCardsQueryKey() });
    void orders.refetch();
  };

  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'physicalCard.shipping.title' }, { lastFour: card.lastFourDigits })}
      actions={
        <DialogActions>
          <Button startIcon={<RefreshIcon />} onClick={refresh} disabled={orders.isFetching}>
            {intl.formatMessage({ id: 'physicalCard.shipping.refresh' })}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {intl.formatMessage({ id: 'physicalCard.done' })}
          </Button>
        </DialogActions>
      }
    >
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <Typography color="text.secondary">{intl.formatMessage({ id: 'physicalCard.shipping.current' })}</Typography>
          <StatusBadge label={label} variant={isProblem ? 'destructive' : status === 'shipped' || status === 'fulfilled' ? 'success' : 'secondary'} size="medium" />
        </Stack>
        {isProblem ? (
          <Alert severity="error">{intl.formatMessage({ id: 'physicalCard.shipping.problem' }, { status: label })}</Alert>
        ) : progressIndex < 0 ? (
          <Alert severity="info">{intl.formatMessage({ id: 'physicalCard.shipping.unknown' })}</Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Stepper activeStep={progressIndex} orientation="vertical" aria-label={intl.formatMessage({ id: 'physicalCard.shipping.progress' })}>
              {SHIPPING_PROGRESS.map((step, index) => (
                <Step key={step} completed={index < progressIndex || (step === 'fulfilled' && status === 'fulfilled')}>
                  <StepLabel>{intl.formatMessage({ id: physicalStatusMessageId(step) })}</StepLabel>
                </Step>
              ))}
            </Stepper>
          </Box>
        )}
        {status === 'shipped' ? <Alert severity="success">{intl.formatMessage({ id: 'physicalCard.shipping.shippedHint' })}</Alert> : null}

        <Box component="section" aria-label={intl.formatMessage({ id: 'physicalCard.shipping.orderTitle' })}>
          <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
            {intl.formatMessage({ id: 'physicalCard.shipping.orderTitle' })}
          </Typography>
          {orders.isPending ? (
            <Stack spacing={1}>
              <Skeleton />
              <Skeleton width="70%" />
            </Stack>
          ) : orders.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void orders.refetch()}>
                  {intl.formatMessage({ id: 'physicalCard.retry' })}
                </Button>
              }
            >
              {intl.formatMessage({ id: 'physicalCard.shipping.orderError' })}
            </Alert>
          ) : order ? (
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, wordBreak: 'break-word' } }}
            >
              <dt>{intl.formatMessage({ id: 'physicalCard.shipping.recipient' })}</dt>
              <dd>{`${order.firstName} ${order.lastName}`}</dd>
              <dt>{intl.formatMessage({ id: 'physicalCard.shipping.address' })}</dt>
              <dd>
                {[
                  order.shippingAddress.line1,
                  order.shippingAddress.line2,
                  `${order.shippingAddress.postalCode} ${order.shippingAddress.city}`,
                  new Intl.DisplayNames([intl.locale], { type: 'region' }).of(order.shippingAddress.country) ?? order.shippingAddress.country,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
              <dt>{intl.formatMessage({ id: 'physicalCard.form.shippingMethod' })}</dt>
              <dd>{intl.formatMessage({ id: order.shippingMethod === 'express' ? 'physicalCard.shipping.express' : 'physicalCard.shipping.standard' })}</dd>
              <dt>{intl.formatMessage({ id: 'physicalCard.shipping.ordered' })}</dt>
              <dd>{date(order.createdAt)}</dd>
              {order.updatedAt ? (
                <>
                  <dt>{intl.formatMessage({ id: 'physicalCard.shipping.updated' })}</dt>
                  <dd>{date(order.updatedAt)}</dd>
                </>
              ) : null}
              <dt>{intl.formatMessage({ id: 'physicalCard.fees.total' })}</dt>
              <dd>{formatUsd(order.fees.totalFee, intl.locale)}</dd>
            </Box>
          ) : (
            <Typography color="text.secondary">{intl.formatMessage({ id: 'physicalCard.shipping.noOrder' })}</Typography>
          )}
        </Box>
      </Stack>
    </ResponsiveDialog>
  );
}
