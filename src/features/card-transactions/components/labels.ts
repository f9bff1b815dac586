import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Label } from '../lib/transactions';

/** A label is a message id, or already-humanized text for a value this client does not know. */
export function useLabel() {
  const intl = useIntl();
  return useCallback((label: Label) => ('id' in label ? intl.formatMessage({ id: label.id }) : label.text), [intl]);
}
