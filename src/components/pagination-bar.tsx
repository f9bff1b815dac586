import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '@/i18n';
import type { PageInfo } from '@/lib/pagination';

/** The texts of a pagination bar, already translated by the feature that shows it. */
export interface PaginationBarLabels {
  /** Accessible name of the navigation landmark. */
  navigation: string;
  /** The 'Page X of Y (N total)' line for the current page. */
  status: string;
  previous: string;
  next: string;
}

/** A feature's message ids for its pagination bar; `status` takes {page}, {pages} and {total}. */
export interface PaginationBarMessageIds {
  navigation: MessageId;
  status: MessageId;
  previous: MessageId;
  next: MessageId;
}

/** The bar's labels for the page `info` describes, from a feature's message ids. */
export function paginationLabels(intl: IntlShape, ids: PaginationBarMessageIds, info: PageInfo): PaginationBarLabels {
  return {
    navigation: intl.formatMessage({ id: ids.navigation }),
    status: intl.formatMessage({ id: ids.status }, { page: info.page, pages: info.pages, total: info.total }),
    previous: intl.formatMessage({ id: ids.previous }),
    next: intl.formatMessage({ id: ids.next }),
  };
}

export interface PaginationBarProps {
  info: PageInfo;
  labels: PaginationBarLabels;
  isDisabled: boolean;
  onChange: (page: number) => void;
  /** Test id of the status line. */
  statusTestId?: string;
}

/** 'Page X of Y (N total)' with Previous and Next (spec 02 §2). */
export function PaginationBar({ info, labels, isDisabled, onChange, statusTestId }: PaginationBarProps) {
  return (
    <Stack component="nav" aria-label={labels.navigation} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, pt: 2 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid={statusTestId}>
        {labels.status}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" startIcon={<ChevronLeft />} disabled={isDisabled || !info.hasPrevious} onClick={() => onChange(info.page - 1)}>
          {labels.previous}
        </Button>
        <Button size="small" variant="outlined" endIcon={<ChevronRight />} disabled={isDisabled || !info.hasNext} onClick={() => onChange(info.page + 1)}>
          {labels.next}
        </Button>
      </Stack>
    </Stack>
  );
}
