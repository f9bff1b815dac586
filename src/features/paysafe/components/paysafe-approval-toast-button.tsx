import ShieldIcon from '@mui/icons-material/Shield';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Snackbar } from '@/components/overlays';
import { useToast } from '@/components/toast-provider';
import { wasDecidedHere } from '../lib/decisions';
import { serverNow } from '../lib/server-clock';
import { usePlace } from '@/components/place-provider';
import { formatApprovalAmount } from '../lib/format';
import { usePendingApprovals } from '../hooks/use-pending-approvals';
import { Hint } from '@/components/hint';

/**
 * Says so when a pending approval leaves because it expired (its expiry passed on the server's clock and this device
 * did not decide it): the payment it asked about was declined, and a banner that just went would leave the user
 * guessing.
 */
function useExpiryNotices(pending: ReturnType<typeof usePendingApprovals>) {
  const intl = useIntl();
  const { toast } = useToast();
  const previous = useRef(pending);
  useEffect(() => {
    const now = new Set(pending.map((item) => item.approval.id));
    for (const { approval } of previous.current) {
      if (now.has(approval.id) || wasDecidedHere(approval.id) || Date.parse(approval.expiredAt) > serverNow()) continue;
      toast({
        title: intl.formatMessage({ id: 'paysafe.notice.expired.title' }),
        description: intl.formatMessage(
          { id: 'paysafe.notice.expired.body' },
          { merchant: approval.merchantName, amount: formatApprovalAmount(approval.transactionAmount, approval.transactionCurrency, intl.locale) },
        ),
        variant: 'warning',
        action: `paysafe-${approval.id}`,
      });
    }
    previous.current = pending;
  }, [pending, intl, toast]);
}

/**
 * The header's show/hide button for the PaySafe approval toast (spec 02 §2 "Header"), with the toast itself; its
 * Review button opens the card's approval dialog (`?dialog=paysafe&card=…`, shown by the app's dialog host). Renders nothing while no approval is pending. The newest pending approval
 * is shown; a new one always shows its toast again, even after the user hid the previous one.
 *
 * Mount it once, in the app header (it follows the event stream in development and polls in production).
 */
export function PaySafeApprovalToastButton() {
  const intl = useIntl();
  const pending = usePendingApprovals();
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(() => new Set());
  const { openDialog } = usePlace();
  const latest = pending.at(-1);
  const isHidden = !latest || hiddenIds.has(latest.approval.id);
  useExpiryNotices(pending);

  const setHidden = (hidden: boolean) => {
    if (!latest) return;
    setHiddenIds((current) => {
      const next = new Set(current);
      if (hidden) next.add(latest.approval.id);
      else next.delete(latest.approval.id);
      return next;
    });
  };

  // The badge's count is visible text inside the button, so it is part of the button's name (WCAG 2.5.3).
  const toggleLabel = intl.formatMessage({ id: isHidden ? 'paysafe.toast.showPending' : 'paysafe.toast.hidePending' }, { count: pending.length });
  return (
    <>
      {latest ? (
        <Hint title={toggleLabel}>
          <IconButton onClick={() => setHidden(!isHidden)} aria-label={toggleLabel} aria-pressed={!isHidden} color="warning">
            <Badge badgeContent={pending.length} color="error">
              <ShieldIcon />
            </Badge>
          </IconButton>
        </Hint>
      ) : null}
      {latest ? (
        <Snackbar open={!isHidden} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={{ top: { xs: 72, sm: 80 } }}>
          <Alert
            severity="warning"
            variant="filled"
            role="alert"
            aria-label={intl.formatMessage({ id: 'paysafe.toast.region' })}
            onClose={() => setHidden(true)}
            slotProps={{ closeButton: { 'aria-label': intl.formatMessage({ id: 'paysafe.toast.hide' }), title: intl.formatMessage({ id: 'paysafe.toast.hide' }) } }}
            sx={{ width: { xs: '100%', sm: 380 }, boxShadow: 6, alignItems: 'flex-start' }}
          >
            <AlertTitle>{intl.formatMessage({ id: 'paysafe.toast.title' })}</AlertTitle>
            {intl.formatMessage(
              { id: 'paysafe.toast.body' },
              {
                merchant: latest.approval.merchantName,
                amount: formatApprovalAmount(latest.approval.transactionAmount, latest.approval.transactionCurrency, intl.locale),
                lastFour: latest.card.lastFourDigits,
              },
            )}
            <div>
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                sx={{ mt: 1 }}
                onClick={() => {
                  setHidden(true);
                  openDialog({ dialog: 'paysafe', card: latest.card.id });
                }}
              >
                {intl.formatMessage({ id: 'paysafe.toast.review' })}
              </Button>
            </div>
          </Alert>
        </Snackbar>
      ) : null}
    </>
  );
}
