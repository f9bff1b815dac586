import { filterIssueText, filterMatcher, LIST_FILTER_FIELDS, parseListFilter, type FilterableRow, type FilterInput, type FilterList, type ListFilter } from '@contract-kit/rules/list-filter';
import { CSV_CONTENT_TYPE, csvChunks, type CsvColumn } from './csv';
import { badRequest } from './errors';
import type { MockResponse } from './types';

/**
 * The history lists' filter on the server: the kit's rule (contract-kit/rules/list-filter.ts) reads
 * the query, a bad value answers 400 naming its parameter, and the same matcher picks the rows of the list and of its
 * CSV export.
 */

/** The filter of a list's query, or the 400 that names every bad parameter. */
export function filterOf(list: FilterList, query: FilterInput): { ok: true; filter: ListFilter } | { ok: false; response: MockResponse } {
  const parsed = parseListFilter(query, LIST_FILTER_FIELDS[list]);
  if (parsed.ok) return parsed;
  const issues = parsed.issues.map((issue) => ({ path: `query.${issue.field}`, message: filterIssueText(issue) }));
  return { ok: false, response: badRequest(`Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`, issues) };
}

/** A predicate over a list's records: the filter applied to each record's filterable view. */
export const recordMatcher = <T>(filter: ListFilter, rowOf: (record: T) => FilterableRow): ((record: T) => boolean) => {
  const matches = filterMatcher(filter);
  return (record) => matches(rowOf(record));
};

/**
 * A CSV download streamed from `records` (an iterator over the store, read as the client takes the file): the rows
 * `keep` accepts, in `columns`. Private and never cached.
 */
export function csvDownload<T>(filename: string, columns: readonly CsvColumn<T>[], records: Iterable<T>, keep: (record: T) => boolean): MockResponse {
  return {
    status: 200,
    stream: { contentType: CSV_CONTENT_TYPE, chunks: csvChunks(columns, records, keep) },
    headers: { 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' },
  };
}
