import type { Story, StoryDefault } from '@ladle/react';
import { useIntl } from 'react-intl';
import { DetailList, DetailRow } from './detail-list';

export default { title: 'Shared / Detail list' } satisfies StoryDefault;

/** A transfer's review: what leaves, to whom, the fee and what arrives. */
export const Review: Story = () => {
  const intl = useIntl();
  return (
    <DetailList>
      <DetailRow label={intl.formatMessage({ id: 'transfer.review.send' })}>12.34 USDT</DetailRow>
      <DetailRow label={intl.formatMessage({ id: 'transfer.review.to' })}>friend@example.com</DetailRow>
      <DetailRow label={intl.formatMessage({ id: 'transfer.review.fee' })}>{intl.formatMessage({ id: 'transfer.review.noFee' })}</DetailRow>
      <DetailRow label={intl.formatMessage({ id: 'transfer.review.arrives' })} isStrong>
        12.34 USDT
      </DetailRow>
    </DetailList>
  );
};
