import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '@/components/copy-button';

interface ReferralCodeBoxProps {
  code: string;
  isLoading: boolean;
}

/** The referral code with a copy button (spec 02 §2 Header rewards dropdown, rewards dialog). */
export function ReferralCodeBox({ code, isLoading }: ReferralCodeBoxProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        <FormattedMessage id="referral.code.label" />
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          bgcolor: 'action.hover',
        }}
      >
        {isLoading ? (
          <Skeleton variant="text" width={140} sx={{ fontSize: '1.25rem', flexGrow: 1 }} aria-label={intl.formatMessage({ id: 'referral.loading' })} />
        ) : (
          <Typography aria-labelledby={labelId} data-testid="referral-code" sx={{ flexGrow: 1, typography: 'mono', fontSize: '1.25rem', fontWeight: 700, letterSpacing: '0.1em' }}>
            {code}
          </Typography>
        )}
        {!isLoading && <CopyButton value={code} label={intl.formatMessage({ id: 'referral.code.label' })} />}
      </Box>
    </Box>
  );
}
