import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface RefreshButtonProps {
  onRefresh: () => void;
  /** Whether the refresh is under way: the button waits, with a spinner in place of its icon. */
  isRefreshing: boolean;
  label: string;
}

/**
 * The Refresh button of a card-scoped list (card transactions, statements: spec 02 §2), fed by
 * `useCardListPaging().refresh` and `.isRefreshing`. Here rather than in the cards feature, whose index the dashboard
 * loads: only the two lists' own chunks carry it.
 */
export function RefreshButton({ onRefresh, isRefreshing, label }: RefreshButtonProps) {
  return (
    <Button variant="outlined" size="small" onClick={onRefresh} disabled={isRefreshing} startIcon={isRefreshing ? <CircularProgress size={16} color="inherit" aria-hidden /> : <RefreshIcon />}>
      {label}
    </Button>
  );
}
