import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useToast } from '@/components/toast-provider';
import { useReferralCode } from '../hooks/use-referral-code';
import { REFERRAL_FETCH_DELAY_DIALOG_MS, REFERRAL_STATS } from '../lib/referral-constants';
import { ReferralCodeBox } from './referral-code-box';

interface RewardsPanelProps {
  userId: string | null | undefined;
}

/**
 * Spec 02 §2 rewards dialog content (also the mobile rewards tab): the referral code with copy and a
 * manual refresh (a failure shows a toast, §4), and statistics hardcoded to 0 referrals and 0 LOOK earned.
 */
export function RewardsPanel({ userId }: RewardsPanelProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const referral = useReferralCode({ userId, delayMs: REFERRAL_FETCH_DELAY_DIALOG_MS });
  const refresh = async () => {
    if (!(await referral.refresh())) toast({ variant: 'destructive', title: intl.formatMessage({ id: 'referral.refresh.failed' }) });
  };
  return (
    <Stack spacing={3}>
      <Typography>
        <FormattedMessage id="referral.share.body" />
      </Typography>
      <ReferralCodeBox code={referral.code} isLoading={referral.isLoading} />
      <Button variant="text" startIcon={<RefreshOutlined />} onClick={refresh} loading={referral.isRefreshing} disabled={!userId} sx={{ alignSelf: 'flex-start' }}>
        <FormattedMessage id="referral.refresh" />
      </Button>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {[
          { id: 'referrals', label: 'referral.stats.referrals' as const, value: <FormattedNumber value={REFERRAL_STATS.referrals} /> },
          {
            id: 'earned',
            label: 'referral.stats.earned' as const,
            value: <FormattedMessage id="referral.stats.earnedValue" values={{ amount: REFERRAL_STATS.lookEarned }} />,
          },
        ].map((stat) => (
          <Box key={stat.id} sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'divider' }} data-stat={stat.id}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id={stat.label} />
            </Typography>
            <Typography component="dd" variant="h2" sx={{ m: 0 }}>
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
