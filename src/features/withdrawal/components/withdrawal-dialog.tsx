import DialogContent from '@mui/material/DialogContent';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccountBalances } from '@contract-kit/model';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { TabBar, tabPanelProps } from '@/components/tab-bar';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalHistory } from './withdrawal-history';

export type WithdrawalTab = 'submit' | 'history';

interface WithdrawalDialogProps {
  open: boolean;
  onClose: () => void;
  balances: AccountBalances | undefined;
  /** The tab shown (the app keeps it in the address); without it the dialog keeps its own. */
  tab?: WithdrawalTab;
  onTabChange?: (tab: WithdrawalTab) => void;
}

/** External withdrawal dialog with tabs Submit Withdrawal and Withdrawal History (spec 01 §2). */
export function WithdrawalDialog({ open, onClose, balances, tab: placeTab, onTabChange }: WithdrawalDialogProps) {
  const intl = useIntl();
  const [ownTab, setOwnTab] = useState<WithdrawalTab>('submit');
  const tab = placeTab ?? ownTab;
  const setTab = (next: WithdrawalTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  const id = useId();
  return (
    <ResponsiveDialog open={open} onClose={onClose} onExited={() => setOwnTab('submit')} title={intl.formatMessage({ id: 'withdrawal.title' })} hasOwnBody>
      <TabBar
        value={tab}
        onChange={setTab}
        idPrefix={id}
        fullWidth
        tabs={[
          { value: 'submit', label: intl.formatMessage({ id: 'withdrawal.tab.submit' }) },
          { value: 'history', label: intl.formatMessage({ id: 'withdrawal.tab.history' }) },
        ]}
      />
      {/* The form stays mounted while the history is shown, so its input survives a look at the history. Its actions
          are the dialog's footer, as the transfer's are. */}
      <WithdrawalForm balances={balances} onDone={onClose} hidden={tab !== 'submit'} panelProps={tabPanelProps(id, 'submit')} />
      {tab === 'history' && (
        <DialogContent {...tabPanelProps(id, 'history')}>
          <WithdrawalHistory />
        </DialogContent>
      )}
    </ResponsiveDialog>
  );
}
