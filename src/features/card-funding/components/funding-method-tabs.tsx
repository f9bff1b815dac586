import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIntl } from 'react-intl';

export type FundingMethod = 'onchain' | 'account';

interface FundingMethodTabsProps {
  value: FundingMethod;
  onChange: (method: FundingMethod) => void;
  /** Repayment names the account method "USD balance". */
  accountLabel?: 'account' | 'usdBalance';
  idPrefix: string;
}

/** The method choice of deposit, stake, repay and wizard step 3: direct crypto on-chain or account balance (spec 02 §4). */
export function FundingMethodTabs({ value, onChange, accountLabel = 'account', idPrefix }: FundingMethodTabsProps) {
  const intl = useIntl();
  return (
    <Tabs
      value={value}
      onChange={(_, method: FundingMethod) => onChange(method)}
      variant="fullWidth"
      aria-label={intl.formatMessage({ id: 'cardFunding.method.label' })}
    >
      <Tab value="onchain" id={`${idPrefix}-onchain`} aria-controls={`${idPrefix}-panel`} label={intl.formatMessage({ id: 'cardFunding.method.onchain' })} />
      <Tab
        value="account"
        id={`${idPrefix}-account`}
        aria-controls={`${idPrefix}-panel`}
        label={intl.formatMessage({ id: accountLabel === 'usdBalance' ? 'cardFunding.method.usdBalance' : 'cardFunding.method.account' })}
      />
    </Tabs>
  );
}
