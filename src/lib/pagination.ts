/** Page arithmetic of 'Page X of Y (N total)' (spec 02 §2). Pages are 1-based; an empty list is page 1 of 1. */
export interface PageInfo {
  page: number;
  pages: number;
  total: number;
  skip: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageInfo(page: number, total: number, pageSize: number): PageInfo {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { page: current, pages, total, skip: (current - 1) * pageSize, hasPrevious: current > 1, hasNext: current < pages };
}
