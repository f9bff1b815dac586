import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useIntl } from 'react-intl';
import { env } from '@/config/env';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useLocale } from '@/i18n';
import { LEGAL_PAGE_PATHS } from '../lib/constants';

export type LegalPage = keyof typeof LEGAL_PAGE_PATHS;

export function legalPageUrl(page: LegalPage, locale: string): string {
  return `${env.apiBaseUrl}${LEGAL_PAGE_PATHS[page]}?lang=${encodeURIComponent(locale)}`;
}

/** Spec 01 §2: the terms and privacy pop-ups, showing the pages in a frame. */
export function LegalPageDialog({ page, onClose }: { page: LegalPage | null; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const title = page ? intl.formatMessage({ id: page === 'terms' ? 'auth.register.terms' : 'auth.register.privacy' }) : '';
  const url = page ? legalPageUrl(page, locale) : '';
  return (
    <ResponsiveDialog
      open={page !== null}
      onClose={onClose}
      title={title}
      maxWidth="md"
      disableGutters
      actions={
        <DialogActions>
          <Button href={url} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewOutlined />}>
            {intl.formatMessage({ id: 'auth.legal.openInNewTab' })}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {intl.formatMessage({ id: 'components.dialog.close' })}
          </Button>
        </DialogActions>
      }
    >
      {page && (
        <Box
          component="iframe"
          title={title}
          src={url}
          sandbox=""
          referrerPolicy="no-referrer"
          sx={{ display: 'block', width: '100%', height: { xs: 'calc(100dvh - 160px)', sm: '65vh' }, border: 0, bgcolor: 'background.paper' }}
        />
      )}
    </ResponsiveDialog>
  );
}
