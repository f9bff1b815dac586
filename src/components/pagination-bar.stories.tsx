import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pageInfo } from '@/lib/pagination';
import { action } from '../../.ladle/story-backend';
import { PaginationBar, paginationLabels } from './pagination-bar';

export default { title: 'Shared / Pagination bar' } satisfies StoryDefault;

const PAGE_SIZE = 10;

/** The bar as the statements list shows it, paging through `total` items. */
function Bar({ total, initialPage = 1, isDisabled = false }: { total: number; initialPage?: number; isDisabled?: boolean }) {
  const intl = useIntl();
  const [page, setPage] = useState(initialPage);
  const info = pageInfo(page, total, PAGE_SIZE);
  return (
    <PaginationBar
      info={info}
      labels={paginationLabels(intl, { navigation: 'statements.pagination.label', status: 'statements.pagination', previous: 'statements.previous', next: 'statements.next' }, info)}
      isDisabled={isDisabled}
      onChange={(next) => {
        action('change')(next);
        setPage(next);
      }}
    />
  );
}

export const FirstPage: Story = () => <Bar total={37} />;
export const MiddlePage: Story = () => <Bar total={37} initialPage={2} />;
export const LastPage: Story = () => <Bar total={37} initialPage={4} />;
/** One page only: both buttons disabled. */
export const SinglePage: Story = () => <Bar total={7} />;
/** While the next page loads (placeholder data): both buttons disabled. */
export const Loading: Story = () => <Bar total={37} initialPage={2} isDisabled />;
