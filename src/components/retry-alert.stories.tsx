import type { Story, StoryDefault } from '@ladle/react';
import { useIntl } from 'react-intl';
import { action } from '../../.ladle/story-backend';
import { RetryAlert } from './retry-alert';

export default { title: 'Shared / Retry alert' } satisfies StoryDefault;

function Sample({ severity }: { severity: 'error' | 'warning' }) {
  const intl = useIntl();
  return (
    <RetryAlert severity={severity} retryLabel={intl.formatMessage({ id: 'deposit.retry' })} onRetry={action('retry')}>
      {intl.formatMessage({ id: severity === 'error' ? 'deposit.error.unavailable' : 'cardFunding.quote.failed' })}
    </RetryAlert>
  );
}

/** A failed load: the data could not be read. */
export const Error: Story = () => <Sample severity="error" />;
/** A failed quote: the form stays usable, the rate is missing. */
export const Warning: Story = () => <Sample severity="warning" />;
