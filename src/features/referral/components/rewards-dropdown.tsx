import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Popover } from '@/components/overlays';
import { usePlace } from '@/components/place-provider';
import { useReferralCode } from '../hooks/use-referral-code';
import { REFERRAL_FETCH_DELAY_DROPDOWN_MS } from '../lib/referral-constants';
import { ReferralCodeBox } from './referral-code-box';
import { Hint } from '@/components/hint';

interface RewardsDropdownProps {
  userId: string | null | undefined;
  /** An icon button (narrow headers) instead of a labelled one. */
  isCompact?: boolean;
}

/** Spec 02 §2 Header: a rewards dropdown with the referral code and a copy button. */
export function RewardsDropdown({ userId, isCompact = false }: RewardsDropdownProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { openDialog } = usePlace();
  const popoverId = useId();
  const titleId = useId();
  const isOpen = anchor !== null;
  const referral = useReferralCode({ userId, delayMs: REFERRAL_FETCH_DELAY_DROPDOWN_MS, isEnabled: isOpen });
  const label = intl.formatMessage({ id: 'referral.title' });
  const triggerProps = {
    'aria-haspopup': 'dialog' as const,
    'aria-controls': isOpen ? popoverId : undefined,
    'aria-expanded': isOpen,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {isCompact ? (
        <Hint title={label}>
          <IconButton color="inherit" aria-label={label} {...triggerProps}>
            <CardGiftcardOutlined />
          </IconButton>
        </Hint>
      ) : (
        <Button color="inherit" startIcon={<CardGiftcardOutlined />} {...triggerProps}>
          {label}
        </Button>
      )}
      <Popover
        id={popoverId}
        open={isOpen}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Stack spacing={2} sx={{ p: 2 }}>
          <Box>
            <Typography id={titleId} variant="h3" component="h2">
              <FormattedMessage id="referral.title" />
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="referral.share.body" />
            </Typography>
          </Box>
          <ReferralCodeBox code={referral.code} isLoading={referral.isLoading} />
          <Button
            variant="outlined"
            onClick={() => {
              setAnchor(null);
              openDialog({ dialog: 'rewards' });
            }}
          >
            <FormattedMessage id="referral.viewDetails" />
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
