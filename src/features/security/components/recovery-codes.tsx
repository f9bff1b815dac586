import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '@/components/copy-button';

interface RecoveryCodesProps {
  codes: readonly string[];
  isAcknowledged: boolean;
  onAcknowledgedChange: (value: boolean) => void;
}

/** One-time recovery codes with copy, download and the "I have stored them" acknowledgement (spec 02 §4 MFA). */
export function RecoveryCodes({ codes, isAcknowledged, onAcknowledgedChange }: RecoveryCodesProps) {
  const intl = useIntl();
  const listId = useId();
  const text = codes.join('\n');

  const download = () => {
    const header = intl.formatMessage({ id: 'security.mfa.recovery.fileHeader' });
    const url = URL.createObjectURL(new Blob([`${header}\n\n${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'lookcard-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Stack spacing={2}>
      <Box
        component="ol"
        id={listId}
        aria-label={intl.formatMessage({ id: 'security.mfa.recovery.listLabel' })}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, 1fr)' },
          gap: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          typography: 'mono',
          fontSize: '1rem',
          letterSpacing: '0.08em',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <CopyButton variant="text" value={text} label={intl.formatMessage({ id: 'security.mfa.recovery.listLabel' })} />
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={download}>
          <FormattedMessage id="security.mfa.recovery.download" />
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={isAcknowledged} onChange={(event) => onAcknowledgedChange(event.target.checked)} />}
        label={intl.formatMessage({ id: 'security.mfa.recovery.ack' })}
      />
    </Stack>
  );
}
