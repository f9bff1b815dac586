import { useIntl } from 'react-intl';
import type { MessageId } from '../lib/validation';

/**
 * The helper text of a new password (registration, reset): the rule of spec 01 §5; with an error, the error — and
 * for auth.passwordTooWeak the rule again, so the user sees what is missing.
 */
export function NewPasswordHelp({ error }: { error: MessageId | null | undefined }) {
  const intl = useIntl();
  const rule = intl.formatMessage({ id: 'auth.password.requirements' });
  if (!error) return rule;
  if (error !== 'auth.passwordTooWeak') return intl.formatMessage({ id: error });
  return (
    <>
      <span>{intl.formatMessage({ id: error })}</span>
      <span style={{ display: 'block' }}>{rule}</span>
    </>
  );
}
