import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { PageInfo } from '../lib/pagination';

/** 'Page X of Y (N total)' with Previous and Next (spec 02 §2). */
export function PaginationBar({ info, isDisabled, onChange }: { info: PageInfo; isDisabled: boolean; onChange: (page: number) => void }) {
  const intl = useIntl();
  return (
    <Stack
      component="nav"
      aria-label={intl.formatMessage({ id: 'statements.pagination.label' })}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, pt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="statements-page">
        {intl.formatMessage({ id: 'statements.pagination' }, { page: info.page, pages: info.pages, total: info.total })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" startIcon={<ChevronLeft />} disabled={isDisabled || !info.hasPrevious} onClick={() => onChange(info.page - 1)}>
          {intl.formatMessage({ id: 'statements.previous' })}
        </Button>
        <Button size="small" variant="outlined" endIcon={<ChevronRight />} disabled={isDisabled || !info.hasNext} onClick={() => onChange(info.page + 1)}>
          {intl.formatMessage({ id: 'statements.next' })}
        </Button>
      </Stack>
    </Stack>
  );
}
