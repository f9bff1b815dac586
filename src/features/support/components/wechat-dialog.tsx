import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '@/components/copy-button';
import { QrCode } from '@/components/qr-code';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { SUPPORT_CONTACTS } from '../lib/support-constants';

/** Spec 02 §2 Header support menu: the WeChat QR modal. */
export function WeChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="xs" title={<FormattedMessage id="support.wechat.title" />}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
        <QrCode value={SUPPORT_CONTACTS.wechat.qrValue} label={intl.formatMessage({ id: 'support.wechat.qrAlt' })} size={220} />
        <Typography>
          <FormattedMessage id="support.wechat.body" />
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="support.wechat.idLabel" />
          </Typography>
          <Typography variant="strong" sx={{ typography: 'mono' }} data-testid="wechat-id">
            {SUPPORT_CONTACTS.wechat.id}
          </Typography>
          <CopyButton size="small" value={SUPPORT_CONTACTS.wechat.id} label={intl.formatMessage({ id: 'support.wechat.idLabel' })} />
        </Stack>
      </Stack>
    </ResponsiveDialog>
  );
}
