import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CardModel } from '@contract-kit/model';
import { formatUsd } from '@contract-kit/money';
import type { CardNameError } from '../lib/card-name';
import { CARD_NAME_MAX_LENGTH } from '../lib/card-application-constants';

interface StepActivateProps {
  model: CardModel;
  funded: string;
  name: string;
  onNameChange: (name: string) => void;
  error: CardNameError | null;
  disabled: boolean;
  onSubmit: () => void;
}

const ERROR_IDS = { required: 'cardApplication.activate.nameRequired', tooLong: 'cardApplication.activate.nameTooLong' } as const;

/** Step 4 (spec 02 §2, §4, §5): the ready-to-activate summary, the card name and Activate card. */
export function StepActivate({ model, funded, name, onNameChange, error, disabled, onSubmit }: StepActivateProps) {
  const intl = useIntl();
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlined color="success" aria-hidden />
        <Typography variant="strong">{intl.formatMessage({ id: 'cardApplication.activate.ready' })}</Typography>
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
        <Stack spacing={0.75}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography color="text.secondary">{intl.formatMessage({ id: 'cardApplication.activate.cardType' })}</Typography>
            <Typography variant="label">{intl.formatMessage({ id: model === 'debit' ? 'cardApplication.model.debit' : 'cardApplication.model.credit' })}</Typography>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography color="text.secondary">{intl.formatMessage({ id: model === 'debit' ? 'cardApplication.activate.deposited' : 'cardApplication.activate.staked' })}</Typography>
            <Typography variant="label" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatUsd(funded, intl.locale)}
            </Typography>
          </Stack>
        </Stack>
      </Box>
      <TextField
        label={intl.formatMessage({ id: 'cardApplication.activate.nameLabel' })}
        name="primaryName"
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        error={error !== null}
        helperText={error ? intl.formatMessage({ id: ERROR_IDS[error] }) : intl.formatMessage({ id: 'cardApplication.activate.nameHint' }, { count: name.trim().length, max: CARD_NAME_MAX_LENGTH })}
        required
        fullWidth
        autoFocus
        disabled={disabled}
        autoComplete="off"
        slotProps={{ htmlInput: { 'aria-invalid': error !== null, spellCheck: false } }}
      />
    </Stack>
  );
}
