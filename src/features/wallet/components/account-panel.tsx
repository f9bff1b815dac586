import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder until the wallet issue lands: keeps the dashboard layout in place. */
export function AccountPanel() {
  return (
    <Card component="section" aria-busy="true">
      <CardContent>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={120} />
      </CardContent>
    </Card>
  );
}
