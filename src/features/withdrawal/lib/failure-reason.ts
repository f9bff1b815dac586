import type { IntlShape } from 'react-intl';
import type { Withdrawal, WithdrawalFailureCode } from '@contract-kit/model';
import type { MessageId } from '@/i18n';

const REASON_IDS = {
  network_unavailable: 'withdrawal.reason.network_unavailable',
  address_rejected: 'withdrawal.reason.address_rejected',
  transaction_reverted: 'withdrawal.reason.transaction_reverted',
  compliance_declined: 'withdrawal.reason.compliance_declined',
} as const satisfies Record<Exclude<WithdrawalFailureCode, 'other'>, MessageId>;

/** Why a withdrawal failed, in the user's language (its code); a reason the server could not place, as it was given. */
export function failureReason(intl: IntlShape, withdrawal: Pick<Withdrawal, 'reasonCode' | 'reason'>): string | null {
  const code = withdrawal.reasonCode;
  if (code && code !== 'other') return intl.formatMessage({ id: REASON_IDS[code] });
  return withdrawal.reason ?? null;
}
