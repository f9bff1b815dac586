import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useApproveCardApproval, useRejectCardApproval } from '@/api/generated/endpoints/approvals/approvals';
import type { PaySafeApproval } from '@/api/generated/model';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { formatCountdown } from '../lib/countdown';
import { formatApprovalAmount } from '../lib/format';
import { pendingApprovalQueryOptions } from '../hooks/pending-approval-query';
import { useServerCountdown } from '../hooks/use-server-countdown';

interface PaySafeApprovalDialogProps {
  open: boolean;
  cardId: string;
  onClose: () => void;
}

type Decision = 'approve' | 'reject';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function PaySafeApprovalContent({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const intl = useIntl();
  const query = useQuery(pendingApprovalQueryOptions(cardId));
  const approve = useApproveCardApproval();
  const reject = useRejectCardApproval();
  const [lastDecision, setLastDecision] = useState<Decision | null>(null);
  // The approval on screen stays while it counts down to 00:00, even once the server no longer lists it.
  const [shown, setShown] = useState<PaySafeApproval | null>(null);
  const fresh = query.data?.data ?? null;
  if (fresh && fresh.id !== shown?.id) setShown(fresh);
  const remainingMs = useServerCountdown(shown?.expiredAt);

  const mutation = lastDecision === 'reject' ? reject : approve;
  const decided = mutation.isSuccess ? mutation.data.data : null;
  const approval = fresh ?? (shown && remainingMs === 0 ? shown : null);
  const isExpired = approval !== null && (approval.status === 'expired' || remainingMs === 0);

  const decide = (decision: Decision) => {
    if (!approval) return;
    setLastDecision(decision);
    // The approval (and what an approval changes) is re-read by the refresh table's row of the decision.
    (decision === 'approve' ? approve : reject).mutate({ id: cardId, approvalId: approval.id });
  };

  // What the server answers replaces what is on screen only once it has answered: clearing `shown` at once
  // would let the cached (stale) approval be shown again while the request is on its way.
  const refresh = () => {
    approve.reset();
    reject.reset();
    void query.refetch().then((result) => setShown(result.data?.data ?? null));
  };

  const amountOf = (value: PaySafeApproval) => formatApprovalAmount(value.transactionAmount, value.transactionCurrency, intl.locale);
  const doneButton = (
    <Button variant="contained" onClick={onClose}>
      {intl.formatMessage({ id: 'paysafe.done' })}
    </Button>
  );

  let body: ReactNode;
  let actions: ReactNode;
  if (decided) {
    const isApproved = decided.status === 'approved';
    body = (
      <Alert severity={isApproved ? 'success' : 'info'} role="status">
        <AlertTitle>{intl.formatMessage({ id: isApproved ? 'paysafe.approved' : 'paysafe.rejected' })}</AlertTitle>
        {intl.formatMessage({ id: isApproved ? 'paysafe.approvedBody' : 'paysafe.rejectedBody' }, { amount: amountOf(decided), merchant: decided.merchantName })}
      </Alert>
    );
    actions = doneButton;
  } else if (query.isPending) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress size={22} aria-hidden />
        <Typography>{intl.formatMessage({ id: 'paysafe.loading' })}</Typography>
      </Stack>
    );
    actions = null;
  } else if (query.isError && !approval) {
    body = (
      <Alert severity="error">
        <AlertTitle>{intl.formatMessage({ id: 'paysafe.error.load' })}</AlertTitle>
        {query.error.message}
      </Alert>
    );
    actions = (
      <>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'paysafe.done' })}</Button>
        <Button variant="contained" onClick={() => void query.refetch()} loading={query.isFetching}>
          {intl.formatMessage({ id: 'paysafe.retry' })}
        </Button>
      </>
    );
  } else if (approval) {
    body = (
      <Stack spacing={2}>
        <Typography>{intl.formatMessage({ id: 'paysafe.intro' })}</Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={intl.formatMessage({ id: 'paysafe.merchant' })}>{approval.merchantName}</Row>
          <Row label={intl.formatMessage({ id: 'paysafe.amount' })}>{amountOf(approval)}</Row>
          <Row label={intl.formatMessage({ id: 'paysafe.requestedAt' })}>{intl.formatDate(approval.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}</Row>
          <Row label={intl.formatMessage({ id: 'paysafe.reference' })}>{approval.ref}</Row>
          <Row label={intl.formatMessage({ id: 'paysafe.expiresIn' })}>
            <Box component="span" data-testid="paysafe-countdown" sx={{ fontVariantNumeric: 'tabular-nums', color: isExpired ? 'error.main' : undefined }}>
              {intl.formatMessage({ id: 'paysafe.countdown' }, { time: formatCountdown(isExpired ? 0 : remainingMs) })}
            </Box>
          </Row>
        </Box>
        {isExpired ? <Alert severity="warning">{intl.formatMessage({ id: 'paysafe.expired' })}</Alert> : null}
        {mutation.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => decide(lastDecision ?? 'approve')} disabled={isExpired}>
                {intl.formatMessage({ id: 'paysafe.retry' })}
              </Button>
            }
          >
            <AlertTitle>{intl.formatMessage({ id: lastDecision === 'reject' ? 'paysafe.error.reject' : 'paysafe.error.approve' })}</AlertTitle>
            {mutation.error.message}
          </Alert>
        ) : null}
      </Stack>
    );
    actions = isExpired ? (
      <>
        <Button onClick={refresh}>{intl.formatMessage({ id: 'paysafe.refresh' })}</Button>
        {doneButton}
      </>
    ) : (
      <>
        <Button color="error" variant="outlined" onClick={() => decide('reject')} loading={reject.isPending} disabled={approve.isPending}>
          {intl.formatMessage({ id: 'paysafe.reject' })}
        </Button>
        <Button variant="contained" onClick={() => decide('approve')} loading={approve.isPending} disabled={reject.isPending}>
          {intl.formatMessage({ id: 'paysafe.approve' })}
        </Button>
      </>
    );
  } else {
    body = (
      <Stack spacing={1} sx={{ py: 2, textAlign: 'center' }} role="status">
        <Typography variant="h3" component="p">
          {intl.formatMessage({ id: 'paysafe.none' })}
        </Typography>
        <Typography color="text.secondary">{intl.formatMessage({ id: 'paysafe.noneBody' })}</Typography>
      </Stack>
    );
    actions = (
      <>
        <Button onClick={refresh} loading={query.isFetching}>
          {intl.formatMessage({ id: 'paysafe.refresh' })}
        </Button>
        {doneButton}
      </>
    );
  }

  return (
    <>
      {body}
      {actions ? <DialogActions sx={{ px: 0, pt: 3, pb: 0 }}>{actions}</DialogActions> : null}
    </>
  );
}

/**
 * The PaySafe approval dialog (spec 02 §4 "PaySafe"): loads the card's pending approval when opened, counts
 * down to its expiry in mm:ss MINS on the server's clock (00:00 MINS once expired), approves or rejects it with
 * a confirmation message; failures show the message with Retry; with none pending, 'No pending transaction'
 * with Refresh and Done.
 */
export function PaySafeApprovalDialog({ open, cardId, onClose }: PaySafeApprovalDialogProps) {
  const intl = useIntl();
  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="xs" title={intl.formatMessage({ id: 'paysafe.dialog.title' })}>
      <PaySafeApprovalContent key={cardId} cardId={cardId} onClose={onClose} />
    </ResponsiveDialog>
  );
}
