import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CardOrder } from '@contract-kit/model';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { formatUsd } from '@contract-kit/money';

interface OrderSuccessDialogProps {
  order: CardOrder | null;
  lastFour: string;
  /** Closing reloads the page (spec 02 §4). */
  onClose: () => void;
}

/** The order success dialog (spec 02 §2, §4): the physical card is ordered; closing it reloads the page. */
export function OrderSuccessDialog({ order, lastFour, onClose }: OrderSuccessDialogProps) {
  const intl = useIntl();
  return (
    <ResponsiveDialog
      open={order !== null}
      onClose={onClose}
      maxWidth="xs"
      title={intl.formatMessage({ id: 'physicalCard.success.title' })}
      actions={
        <DialogActions>
          <Button variant="contained" onClick={onClose} autoFocus>
            {intl.formatMessage({ id: 'physicalCard.done' })}
          </Button>
        </DialogActions>
      }
    >
      {order ? (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }} role="status">
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography>{intl.formatMessage({ id: 'physicalCard.success.body' }, { lastFour })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'physicalCard.success.details' }, { order: order.id, total: formatUsd(order.fees.totalFee, intl.locale), city: order.shippingAddress.city })}
          </Typography>
        </Stack>
      ) : null}
    </ResponsiveDialog>
  );
}
