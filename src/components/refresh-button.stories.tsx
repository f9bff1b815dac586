import type { Story, StoryDefault } from '@ladle/react';
import { useIntl } from 'react-intl';
import { action } from '../../.ladle/story-backend';
import { RefreshButton } from './refresh-button';

export default { title: 'Shared / Refresh button' } satisfies StoryDefault;

function Sample({ isRefreshing }: { isRefreshing: boolean }) {
  const intl = useIntl();
  return <RefreshButton onRefresh={action('refresh')} isRefreshing={isRefreshing} label={intl.formatMessage({ id: 'cardTransactions.refresh' })} />;
}

/** Ready: Refresh with its icon. */
export const Default: Story = () => <Sample isRefreshing={false} />;
/** While the list refreshes: disabled, a spinner in place of the icon. */
export const Refreshing: Story = () => <Sample isRefreshing />;
