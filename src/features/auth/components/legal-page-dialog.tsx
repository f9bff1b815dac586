import { useIntl } from 'react-intl';
import { env } from '@/config/env';
import { FramedPageDialog } from '@/components/framed-page-dialog';
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
    <FramedPageDialog
      open={page !== null}
      onClose={onClose}
      title={title}
      url={url}
      labels={{ openInNewTab: intl.formatMessage({ id: 'auth.legal.openInNewTab' }), close: intl.formatMessage({ id: 'components.dialog.close' }) }}
    />
  );
}
