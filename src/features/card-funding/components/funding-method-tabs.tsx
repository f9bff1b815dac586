import { useIntl } from 'react-intl';
import { TabBar } from '@/components/tab-bar';

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
    <TabBar
      value={value}
      onChange={onChange}
      idPrefix={idPrefix}
      fullWidth
      aria-label={intl.formatMessage({ id: 'cardFunding.method.label' })}
      tabs={[
        { value: 'onchain', label: intl.formatMessage({ id: 'cardFunding.method.onchain' }) },
        { value: 'account', label: intl.formatMessage({ id: accountLabel === 'usdBalance' ? 'cardFunding.method.usdBalance' : 'cardFunding.method.account' }) },
      ]}
    />
  );
}
