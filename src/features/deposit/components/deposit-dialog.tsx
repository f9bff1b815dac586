import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { TabBar, tabPanelProps } from '@/components/tab-bar';
import { BuyCrypto, useOnrampAvailability } from '@/features/onramp';
import { DirectDeposit } from './direct-deposit';

export type DepositTab = 'direct' | 'buy';

interface DepositDialogProps {
  open: boolean;
  onClose: () => void;
  /** The tab shown (the app keeps it in the address); without it the dialog keeps its own. */
  tab?: DepositTab;
  onTabChange?: (tab: DepositTab) => void;
}

/**
 * The deposit dialog with tabs Direct Deposit and Buy Crypto; Buy Crypto appears only if on-ramp is
 * available for the user, otherwise only direct deposit is shown (spec 01 §2) — with the reason the server gave
 * (spec 01 §6 keeps it) where the tab would be, so the user knows why they cannot buy.
 */
export function DepositDialog({ open, onClose, tab: placeTab, onTabChange }: DepositDialogProps) {
  const intl = useIntl();
  const onramp = useOnrampAvailability();
  const [ownTab, setOwnTab] = useState<DepositTab>('direct');
  const tab = placeTab ?? ownTab;
  const setTab = (next: DepositTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  const id = useId();
  const active: DepositTab = onramp.isAvailable ? tab : 'direct';
  return (
    <ResponsiveDialog open={open} onClose={onClose} onExited={() => setOwnTab('direct')} title={intl.formatMessage({ id: 'deposit.title' })} maxWidth="md" disableGutters>
      {onramp.isAvailable && (
        <TabBar
          value={active}
          onChange={setTab}
          idPrefix={id}
          fullWidth
          tabs={[
            { value: 'direct', label: intl.formatMessage({ id: 'deposit.tab.direct' }) },
            { value: 'buy', label: intl.formatMessage({ id: 'deposit.tab.buy' }) },
          ]}
        />
      )}
      {!onramp.isAvailable && onramp.reason ? (
        <Alert severity="info" icon={<InfoOutlined fontSize="inherit" />} sx={{ mx: { xs: 2, sm: 3 }, mt: 2 }} data-testid="buy-crypto-unavailable">
          {intl.formatMessage({ id: 'deposit.buyUnavailable' }, { reason: onramp.reason })}
        </Alert>
      ) : null}
      <Box {...(onramp.isAvailable ? tabPanelProps(id, active) : {})} sx={{ p: { xs: 2, sm: 3 } }}>
        {active === 'direct' ? <DirectDeposit /> : <BuyCrypto />}
      </Box>
    </ResponsiveDialog>
  );
}
