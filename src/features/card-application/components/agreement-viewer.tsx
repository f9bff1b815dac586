import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useIntl } from 'react-intl';
import type { CardModel } from '@/api/generated/model';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { env } from '@/config/env';
import { useLocale } from '@/i18n';
import { agreementPath } from '../lib/constants';

export function agreementUrl(model: CardModel, locale: string): string {
  return `${env.apiBaseUrl}${agreementPath(model, locale)}`;
}

interface AgreementViewerProps {
  model: CardModel;
  open: boolean;
  /** Closing marks the agreement as read (spec 02 §4: the checkbox can be ticked only after open and close). */
  onClose: () => void;
}

/** The terms viewer (spec 02 §2): the cardholder agreement page of the model in the app's language, in a frame. */
export function AgreementViewer({ model, open, onClose }: AgreementViewerProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const url = agreementUrl(model, locale);
  const title = intl.formatMessage({ id: model === 'debit' ? 'cardApplication.agreement.title.debit' : 'cardApplication.agreement.title.credit' });
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={title}
      maxWidth="md"
      disableGutters
      actions={
        <DialogActions>
          <Button href={url} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewOutlined />}>
            {intl.formatMessage({ id: 'cardApplication.agreement.openInNewTab' })}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {intl.formatMessage({ id: 'cardApplication.agreement.close' })}
          </Button>
        </DialogActions>
      }
    >
      {open ? (
        <Box
          component="iframe"
          title={title}
          src={url}
          sandbox=""
          referrerPolicy="no-referrer"
          sx={{ display: 'block', width: '100%', height: { xs: 'calc(100dvh - 160px)', sm: '65vh' }, border: 0, bgcolor: 'background.paper' }}
        />
      ) : null}
    </ResponsiveDialog>
  );
}
