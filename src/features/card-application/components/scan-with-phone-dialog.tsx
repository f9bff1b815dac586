import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { CopyButton } from '@/components/copy-button';
import { QrCode } from '@/components/qr-code';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { VERIFICATION_QR_SIZE_PX } from '../lib/card-application-constants';

interface ScanWithPhoneDialogProps {
  url: string;
  open: boolean;
  onClose: () => void;
  onCopied: () => void;
}

/** The scan-with-phone dialog (spec 02 §2): a QR code of the verification link, copy link, open in browser. */
export function ScanWithPhoneDialog({ url, open, onClose, onCopied }: ScanWithPhoneDialogProps) {
  const intl = useIntl();
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      title={intl.formatMessage({ id: 'cardApplication.phone.title' })}
      actions={
        <DialogActions>
          <Button href={url} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewOutlined />}>
            {intl.formatMessage({ id: 'cardApplication.verification.openInBrowser' })}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {intl.formatMessage({ id: 'cardApplication.done' })}
          </Button>
        </DialogActions>
      }
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography>{intl.formatMessage({ id: 'cardApplication.phone.body' })}</Typography>
        <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <QrCode value={url} size={VERIFICATION_QR_SIZE_PX} label={intl.formatMessage({ id: 'cardApplication.phone.qrLabel' })} />
        </Box>
        <CopyButton value={url} variant="text" label={intl.formatMessage({ id: 'cardApplication.verification.linkLabel' })} onCopied={onCopied} />
      </Stack>
    </ResponsiveDialog>
  );
}
