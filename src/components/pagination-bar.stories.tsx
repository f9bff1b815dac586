import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pageInfo } from '@/lib/pagination';
import { action } from '../../.ladle/scenario';
import { PaginationBar } from './pagination-bar';

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
      labels={{
        navigation: intl.formatMessage({ id: 'statements.pagination.label' }),
        status: intl.formatMessage({ id: 'statements.pagination' }, { page: info.page, pages: info.pages, total: info.total }),
        previous: intl.formatMessage({ id: 'statements.previous' }),
        next: intl.formatMessage({ id: 'statements.next' }),
      }}
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
