import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CardVerificationStatus } from '@contract-kit/model';
import { CopyButton } from '@/components/copy-button';
import { verificationState } from '../lib/wizard';

interface StepVerificationProps {
  status: CardVerificationStatus | null;
  url: string | null;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  onStart: () => void;
  onOpenPhone: () => void;
  onCopied: () => void;
}

/**
 * Step 2 (spec 02 §2, §4): identity verification — a start button opening the external link, a QR code to continue
 * on a phone, copy link, open in browser. The status is checked every 5 s until approved; rejected and under-review
 * states lock navigation with their messages.
 */
export function StepVerification({ status, url, isLoading, error, onRetry, onStart, onOpenPhone, onCopied }: StepVerificationProps) {
  const intl = useIntl();
  const state = verificationState(status);
  if (isLoading && !url) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={intl.formatMessage({ id: 'cardApplication.verification.loading' })}>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={40} width="60%" />
      </Stack>
    );
  }
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <VerifiedUserOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <Typography>{intl.formatMessage({ id: 'cardApplication.verification.body' })}</Typography>
      </Stack>

      <div role="status" aria-live="polite">
        {state.isVerified ? (
          <Alert icon={<CheckCircleIcon />} severity="success">
            {intl.formatMessage({ id: 'cardApplication.verification.approved' })}
          </Alert>
        ) : state.lockReason === 'rejected' ? (
          <Alert severity="error">{intl.formatMessage({ id: 'cardApplication.verification.rejected' })}</Alert>
        ) : state.lockReason === 'underReview' ? (
          <Alert severity="info">{intl.formatMessage({ id: 'cardApplication.verification.underReview' })}</Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'cardApplication.verification.notStarted' })}
          </Typography>
        )}
      </div>

      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {intl.formatMessage({ id: 'cardApplication.retry' })}
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}

      {url && !state.isVerified ? (
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" startIcon={<OpenInNewOutlined />} onClick={onStart} disabled={state.lockReason === 'rejected'}>
              {intl.formatMessage({ id: 'cardApplication.verification.start' })}
            </Button>
            <Button variant="outlined" startIcon={<PhoneIphoneOutlined />} onClick={onOpenPhone} disabled={state.lockReason === 'rejected'}>
              {intl.formatMessage({ id: 'cardApplication.verification.continueOnPhone' })}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <CopyButton value={url} variant="text" size="small" label={intl.formatMessage({ id: 'cardApplication.verification.linkLabel' })} onCopied={onCopied} />
            <Button size="small" href={url} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewOutlined />}>
              {intl.formatMessage({ id: 'cardApplication.verification.openInBrowser' })}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'cardApplication.verification.polling' })}
          </Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}
