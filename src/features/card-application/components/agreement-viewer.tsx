import { useIntl } from 'react-intl';
import type { CardModel } from '@contract-kit/model';
import { FramedPageDialog } from '@/components/framed-page-dialog';
import { env } from '@/config/env';
import { useLocale } from '@/i18n';
import { agreementPath } from '../lib/card-application-constants';

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
    <FramedPageDialog
      open={open}
      onClose={onClose}
      title={title}
      url={url}
      labels={{
        openInNewTab: intl.formatMessage({ id: 'cardApplication.agreement.openInNewTab' }),
        close: intl.formatMessage({ id: 'cardApplication.agreement.close' }),
      }}
    />
  );
}
