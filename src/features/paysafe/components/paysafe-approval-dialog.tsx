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
import type { PaySafeApproval } from '@contract-kit/model';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { formatCountdown } from '../lib/countdown';
import { noteDecision } from '../lib/decisions';
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
      <Typography component="dd" variant="label" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * Every footer button has the same fixed width, so a button's place is a fixed slot whatever its words (two slots and
 * their gap fit the 312 px a 360 px phone leaves; every label fits a slot in en, zh-CN and zh-TW).
 */
const SLOT_SX = { width: '8.5rem', minWidth: '8.5rem', whiteSpace: 'nowrap' } as const;

/**
 * The footer: one slot on the left (Refresh, Review or Retry; empty while a decision can be taken) and the slots on
 * the right (Done; Reject and Approve; Cancel and Yes, reject). Each kind of button keeps to its slots, so a click
 * meant for one never lands on a more consequential one when the state changes under the pointer:
 * Reject appears only where no button was, and its confirmation only where Reject and Approve were.
 */
function Footer({ left, right }: { left?: ReactNode; right: ReactNode }) {
  return (
    <DialogActions sx={{ px: 0, pt: 3, pb: 0, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }} data-testid="paysafe-actions">
      <Box>{left}</Box>
      <Stack direction="row" spacing={1}>
        {right}
      </Stack>
    </DialogActions>
  );
}

/**
 * Alternatives that take the same room: all are laid out in one grid cell and only `shown` is visible, so switching
 * between them never moves what is below (the footer's buttons).
 */
function SameSpace({ shown, children }: { shown: number; children: readonly ReactNode[] }) {
  return (
    <Box sx={{ display: 'grid' }}>
      {children.map((child, index) => (
        <Box key={index} sx={{ gridArea: '1 / 1', visibility: index === shown ? 'visible' : 'hidden' }} aria-hidden={index === shown ? undefined : true}>
          {child}
        </Box>
      ))}
    </Box>
  );
}

function PaySafeApprovalContent({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const intl = useIntl();
  const query = useQuery(pendingApprovalQueryOptions(cardId));
  const approve = useApproveCardApproval();
  const reject = useRejectCardApproval();
  const [lastDecision, setLastDecision] = useState<Decision | null>(null);
  const [isConfirmingReject, setConfirmingReject] = useState(false);
  // The approval on screen: undefined until the first answer, null for 'no pending transaction'. Only that first
  // answer and the user's own Refresh or Review change it: an approval arriving later is announced, never swapped in
  // under the pointer. The one on screen stays while it counts down to 00:00, even once the server no longer lists it.
  const [shown, setShown] = useState<PaySafeApproval | null | undefined>(undefined);
  const fresh = query.data?.data ?? null;
  if (shown === undefined && query.isSuccess) setShown(fresh);
  const current = shown ?? null;
  const isListed = fresh !== null && current !== null && fresh.id === current.id;
  // The same approval, as the server now has it (its status may have changed).
  if (isListed && fresh !== current) setShown(fresh);
  const arrived = fresh !== null && !isListed ? fresh : null;
  const remainingMs = useServerCountdown(current?.expiredAt);

  const mutation = lastDecision === 'reject' ? reject : approve;
  const decided = mutation.isSuccess ? mutation.data.data : null;
  const approval = current !== null && (isListed || remainingMs === 0 || query.isError) ? current : null;
  const isExpired = approval !== null && (approval.status === 'expired' || remainingMs === 0);

  const decide = (decision: Decision) => {
    if (!approval) return;
    setConfirmingReject(false);
    setLastDecision(decision);
    noteDecision(approval.id);
    // The approval (and what an approval changes) is re-read by the refresh table's row of the decision.
    (decision === 'approve' ? approve : reject).mutate({ id: cardId, approvalId: approval.id });
  };

  const show = (next: PaySafeApproval | null) => {
    approve.reset();
    reject.reset();
    setConfirmingReject(false);
    setShown(next);
  };
  // What the server answers replaces what is on screen only once it has answered: clearing `shown` at once
  // would let the cached (stale) approval be shown again while the request is on its way.
  const refresh = () => void query.refetch().then((result) => show(result.data?.data ?? null));
  const review = () => {
    if (arrived) show(arrived);
  };

  const amountOf = (value: PaySafeApproval) => formatApprovalAmount(value.transactionAmount, value.transactionCurrency, intl.locale);
  const doneButton = (
    <Button variant="contained" onClick={onClose} sx={SLOT_SX}>
      {intl.formatMessage({ id: 'paysafe.done' })}
    </Button>
  );
  /** Refresh — or, once another approval has arrived, Review, which shows it. */
  const refreshOrReview = arrived ? (
    <Button onClick={review} sx={SLOT_SX}>
      {intl.formatMessage({ id: 'paysafe.review' })}
    </Button>
  ) : (
    <Button onClick={refresh} loading={query.isFetching} sx={SLOT_SX}>
      {intl.formatMessage({ id: 'paysafe.refresh' })}
    </Button>
  );
  const arrivedNotice = (
    <Alert severity="info" role={arrived ? 'status' : undefined}>
      <AlertTitle>{intl.formatMessage({ id: 'paysafe.arrived' })}</AlertTitle>
      {intl.formatMessage({ id: 'paysafe.arrivedBody' })}
    </Alert>
  );

  let body: ReactNode;
  let footer: ReactNode;
  if (decided) {
    const isApproved = decided.status === 'approved';
    body = (
      <Alert severity={isApproved ? 'success' : 'info'} role="status">
        <AlertTitle>{intl.formatMessage({ id: isApproved ? 'paysafe.approved' : 'paysafe.rejected' })}</AlertTitle>
        {intl.formatMessage({ id: isApproved ? 'paysafe.approvedBody' : 'paysafe.rejectedBody' }, { amount: amountOf(decided), merchant: decided.merchantName })}
      </Alert>
    );
    footer = <Footer right={doneButton} />;
  } else if (query.isPending) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress size={22} aria-hidden />
        <Typography>{intl.formatMessage({ id: 'paysafe.loading' })}</Typography>
      </Stack>
    );
    footer = null;
  } else if (query.isError && !approval) {
    body = (
      <Alert severity="error">
        <AlertTitle>{intl.formatMessage({ id: 'paysafe.error.load' })}</AlertTitle>
        {query.error.message}
      </Alert>
    );
    footer = (
      <Footer
        left={
          <Button onClick={() => void query.refetch()} loading={query.isFetching} sx={SLOT_SX}>
            {intl.formatMessage({ id: 'paysafe.retry' })}
          </Button>
        }
        right={doneButton}
      />
    );
  } else if (approval) {
    body = (
      <Stack spacing={2}>
        <SameSpace shown={isConfirmingReject ? 1 : 0}>
          {[
            <Typography key="intro">{intl.formatMessage({ id: 'paysafe.intro' })}</Typography>,
            <Typography key="confirm" variant="label" role={isConfirmingReject ? 'status' : undefined}>
              {intl.formatMessage({ id: 'paysafe.confirmReject' }, { amount: amountOf(approval), merchant: approval.merchantName })}
            </Typography>,
          ]}
        </SameSpace>
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
        {isExpired ? (
          <SameSpace shown={arrived ? 1 : 0}>
            {[
              <Alert key="expired" severity="warning">
                {intl.formatMessage({ id: 'paysafe.expired' })}
              </Alert>,
              <Box key="arrived">{arrivedNotice}</Box>,
            ]}
          </SameSpace>
        ) : null}
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
    if (isExpired) {
      footer = <Footer left={refreshOrReview} right={doneButton} />;
    } else if (isConfirmingReject) {
      footer = (
        <Footer
          right={
            <>
              <Button variant="outlined" onClick={() => setConfirmingReject(false)} sx={SLOT_SX} autoFocus>
                {intl.formatMessage({ id: 'paysafe.keep' })}
              </Button>
              <Button color="error" variant="contained" onClick={() => decide('reject')} sx={SLOT_SX}>
                {intl.formatMessage({ id: 'paysafe.rejectConfirm' })}
              </Button>
            </>
          }
        />
      );
    } else {
      footer = (
        <Footer
          right={
            <>
              <Button color="error" variant="outlined" onClick={() => setConfirmingReject(true)} loading={reject.isPending} disabled={approve.isPending} sx={SLOT_SX}>
                {intl.formatMessage({ id: 'paysafe.reject' })}
              </Button>
              <Button variant="contained" onClick={() => decide('approve')} loading={approve.isPending} disabled={reject.isPending} sx={SLOT_SX}>
                {intl.formatMessage({ id: 'paysafe.approve' })}
              </Button>
            </>
          }
        />
      );
    }
  } else {
    body = (
      <Box sx={{ py: 2, textAlign: 'center' }}>
        <SameSpace shown={arrived ? 1 : 0}>
          {[
            <Stack key="none" spacing={1} role={arrived ? undefined : 'status'}>
              <Typography variant="h3" component="p">
                {intl.formatMessage({ id: 'paysafe.none' })}
              </Typography>
              <Typography color="text.secondary">{intl.formatMessage({ id: 'paysafe.noneBody' })}</Typography>
            </Stack>,
            <Stack key="arrived" spacing={1} role={arrived ? 'status' : undefined}>
              <Typography variant="h3" component="p">
                {intl.formatMessage({ id: 'paysafe.arrived' })}
              </Typography>
              <Typography color="text.secondary">{intl.formatMessage({ id: 'paysafe.arrivedBody' })}</Typography>
            </Stack>,
          ]}
        </SameSpace>
      </Box>
    );
    footer = <Footer left={refreshOrReview} right={doneButton} />;
  }

  return (
    <>
      {body}
      {footer}
    </>
  );
}

/**
 * The PaySafe approval dialog (spec 02 §4 "PaySafe"): loads the card's pending approval when opened, counts
 * down to its expiry in mm:ss MINS on the server's clock (00:00 MINS once expired), approves or rejects it with
 * a confirmation message; failures show the message with Retry; with none pending, 'No pending transaction'
 * with Refresh and Done. Reject asks first; an approval arriving while the dialog is open is announced in place
 * (Review shows it) instead of replacing what is on screen, and no button takes the place of a harmless one.
 */
export function PaySafeApprovalDialog({ open, cardId, onClose }: PaySafeApprovalDialogProps) {
  const intl = useIntl();
  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="xs" title={intl.formatMessage({ id: 'paysafe.dialog.title' })}>
      <PaySafeApprovalContent key={cardId} cardId={cardId} onClose={onClose} />
    </ResponsiveDialog>
  );
}
