import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccountBalances } from '@contract-kit/model';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalHistory } from './withdrawal-history';

interface WithdrawalDialogProps {
  open: boolean;
  onClose: () => void;
  balances: AccountBalances | undefined;
  onBalancesChanged: () => void;
}

type TabValue = 'submit' | 'history';

/** External withdrawal dialog with tabs Submit Withdrawal and Withdrawal History (spec 01 §2). */
export function WithdrawalDialog({ open, onClose, balances, onBalancesChanged }: WithdrawalDialogProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<TabValue>('submit');
  const id = useId();
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      onExited={() => setTab('submit')}
      title={intl.formatMessage({ id: 'withdrawal.title' })}
      disableGutters
    >
      <Tabs value={tab} onChange={(_, value: TabValue) => setTab(value)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="submit" label={intl.formatMessage({ id: 'withdrawal.tab.submit' })} id={`${id}-tab-submit`} aria-controls={`${id}-panel-submit`} />
        <Tab value="history" label={intl.formatMessage({ id: 'withdrawal.tab.history' })} id={`${id}-tab-history`} aria-controls={`${id}-panel-history`} />
      </Tabs>
      {/* The form stays mounted while the history is shown, so its input survives a look at the history. */}
      <Box role="tabpanel" hidden={tab !== 'submit'} id={`${id}-panel-submit`} aria-labelledby={`${id}-tab-submit`} sx={{ p: { xs: 2, sm: 3 } }}>
        <WithdrawalForm balances={balances} onDone={onClose} />
      </Box>
      {tab === 'history' && (
        <Box role="tabpanel" id={`${id}-panel-history`} aria-labelledby={`${id}-tab-history`} sx={{ p: { xs: 2, sm: 3 } }}>
          <WithdrawalHistory onBalancesChanged={onBalancesChanged} />
        </Box>
      )}
    </ResponsiveDialog>
  );
}
