import Alert from '@mui/material/Alert';
import type { Story, StoryDefault } from '@ladle/react';
import { useIntl } from 'react-intl';
import { DetailRow } from './detail-list';
import { ReviewStep } from './review-step';

export default { title: 'Shared / Review step' } satisfies StoryDefault;

function WithdrawalReview({ isPending = false, feeChanged = false }: { isPending?: boolean; feeChanged?: boolean }) {
  const intl = useIntl();
  return (
    <ReviewStep
      heading={intl.formatMessage({ id: 'withdrawal.review.heading' })}
      notice={feeChanged ? <Alert severity="warning">{intl.formatMessage({ id: 'withdrawal.review.feeChanged' }, { fee: '1.50 USDT' })}</Alert> : null}
      finalNote={intl.formatMessage({ id: 'withdrawal.review.final' })}
      error={null}
      editLabel={intl.formatMessage({ id: 'withdrawal.review.edit' })}
      confirmLabel={intl.formatMessage({ id: 'withdrawal.review.confirm' }, { amount: '25.00 USDT' })}
      onEdit={() => {}}
      onConfirm={() => {}}
      isPending={isPending}
    >
      <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.amount' })}>25.00 USDT</DetailRow>
      <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.address' })}>TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7</DetailRow>
      <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.fee' })}>1.00 USDT</DetailRow>
      <DetailRow label={intl.formatMessage({ id: 'withdrawal.review.receives' })} isStrong>
        24.00 USDT
      </DetailRow>
    </ReviewStep>
  );
}

/** Before the user sends: the details, that this is final, Edit and Withdraw. */
export const Ready: Story = () => <WithdrawalReview />;

/** Sending: both buttons wait, the spinner shows. */
export const Sending: Story = () => <WithdrawalReview isPending />;

/** The fee changed since the form: the notice above the details. */
export const FeeChanged: Story = () => <WithdrawalReview feeChanged />;
