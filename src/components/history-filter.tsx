import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LIST_FILTER_FIELDS, type FilterList, type ListFilter } from '@contract-kit/rules/list-filter';
import { lazyModule } from '@/lib/lazy-module';
import { lazyComponent } from './lazy-component';

/** A choice of the type, status or category select: the contract's value and its text. */
export interface FilterOption {
  value: string;
  label: string;
}

export interface HistoryFilterProps {
  list: FilterList;
  /** The filter in force (read from the place). */
  filter: ListFilter;
  /** Writes a new filter (to the place). */
  onChange: (filter: ListFilter) => void;
  typeOptions?: readonly FilterOption[];
  statusOptions?: readonly FilterOption[];
  /** The merchant categories (card transactions). */
  categoryOptions?: readonly FilterOption[];
  /** What the free text is looked for in, under its field. */
  textHint: string;
  /** The filtered list as a CSV file: a same-origin link, authorised by the session cookie (nothing secret in it). */
  exportHref?: string;
  /** How many rows match the filter, when known. */
  total?: number;
  /** Starts with the panel open (stories). */
  initiallyOpen?: boolean;
}

/** The chips and the panel: a chunk of their own, loaded once the filter is used (./history-filter-details.tsx). */
const HistoryFilterDetails = lazyComponent(
  lazyModule(() => import('./history-filter-details')),
  (module) => module.HistoryFilterDetails,
);

/**
 * Search and filter of a history list: a Filter button that opens a panel with the list's fields —
 * date range, type, status, merchant category, currency, amount range, free text — checked by the list's rule
 * (@contract-kit/rules/list-filter) with a specific error under each field; chips of the filter in force, each
 * removable, and Clear filters; and Export CSV, a link to the filtered file. The filter lives in the place (the
 * address), so Back and reload keep it.
 */
export function HistoryFilter({ exportHref, total, initiallyOpen = false, ...details }: HistoryFilterProps) {
  const intl = useIntl();
  const panelId = useId();
  const [isOpen, setOpen] = useState(initiallyOpen);
  const { list, filter } = details;
  const active = LIST_FILTER_FIELDS[list].filter((field) => filter[field] !== null);

  return (
    <Box sx={{ mb: 1.5 }} data-testid={`history-filter-${list}`}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button variant={isOpen ? 'contained' : 'outlined'} size="small" startIcon={<FilterListIcon />} onClick={() => setOpen(!isOpen)} aria-expanded={isOpen} aria-controls={panelId}>
          {intl.formatMessage({ id: 'historyFilter.toggle' }, { count: active.length })}
        </Button>
        {exportHref && (
          <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} component="a" href={exportHref} download>
            {intl.formatMessage({ id: 'historyFilter.export' })}
          </Button>
        )}
        {active.length > 0 && total !== undefined && (
          <Typography variant="body2" color="text.secondary" role="status">
            {intl.formatMessage({ id: 'historyFilter.results' }, { count: total })}
          </Typography>
        )}
      </Stack>
      {(isOpen || active.length > 0) && (
        <Suspense fallback={null}>
          <HistoryFilterDetails {...details} panelId={panelId} active={active} isOpen={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
