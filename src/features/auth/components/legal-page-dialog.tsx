import { useIntl } from 'react-intl';
import { env, type AppEnv, type LegalPage } from '@/config/env';
import { FramedPageDialog } from '@/components/framed-page-dialog';
import { useLocale } from '@/i18n';

export type { LegalPage };

/**
 * The configured page (VITE_TERMS_URL / VITE_PRIVACY_URL: an absolute URL, or a path on the API's host) in the
 * user's language (`lang`).
 */
export function legalPageUrl(page: LegalPage, locale: string, config: Pick<AppEnv, 'apiBaseUrl' | 'legalPages'> = env): string {
  const configured = config.legalPages[page];
  const absolute = configured.startsWith('/') ? `${config.apiBaseUrl}${configured}` : configured;
  const [path = '', hash] = absolute.split('#', 2);
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}`;
  return hash === undefined ? url : `${url}#${hash}`;
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
