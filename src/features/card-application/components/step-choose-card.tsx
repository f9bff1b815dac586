import CreditCardIcon from '@mui/icons-material/CreditCard';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import SavingsIcon from '@mui/icons-material/Savings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { CardModel } from '@contract-kit/model';
import { formatUsd } from '@contract-kit/money';
import type { ModelUnavailableReason } from '@contract-kit/rules/card-availability';
import type { DepositRequirements } from '@contract-kit/rules/card-funding';

const REASON_IDS = {
  pendingDebit: 'cardApplication.model.reason.pendingDebit',
  debitLimit: 'cardApplication.model.reason.debitLimit',
  pendingCredit: 'cardApplication.model.reason.pendingCredit',
  typeUnavailable: 'cardApplication.model.reason.typeUnavailable',
} as const satisfies Record<ModelUnavailableReason, string>;

const ICONS: Record<CardModel, ReactElement> = { debit: <CreditCardIcon aria-hidden />, credit: <SavingsIcon aria-hidden /> };

interface StepChooseCardProps {
  model: CardModel | null;
  onModelChange: (model: CardModel) => void;
  unavailable: Record<CardModel, ModelUnavailableReason | null>;
  requirements: Record<CardModel, DepositRequirements>;
  isAgreementAccepted: boolean;
  onAgreementChange: (isAccepted: boolean) => void;
  /** The agreement of the chosen model has been opened and closed. */
  hasReadAgreement: boolean;
  onOpenAgreement: () => void;
  disabled: boolean;
}

/** Step 1 (spec 02 §2, §4): choose debit or credit and accept the cardholder agreement after reading it. */
export function StepChooseCard({ model, onModelChange, unavailable, requirements, isAgreementAccepted, onAgreementChange, hasReadAgreement, onOpenAgreement, disabled }: StepChooseCardProps) {
  const intl = useIntl();
  const groupLabelId = useId();
  const helperId = useId();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography id={groupLabelId} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          {intl.formatMessage({ id: 'cardApplication.model.title' })}
        </Typography>
        <RadioGroup aria-labelledby={groupLabelId} value={model ?? ''} onChange={(_, value) => onModelChange(value as CardModel)} sx={{ gap: 1.5 }}>
          {(['debit', 'credit'] as const).map((option) => {
            const reason = unavailable[option];
            const required = requirements[option];
            const isSelected = model === option;
            return (
              <Box
                key={option}
                sx={{
                  border: 2,
                  borderColor: isSelected ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  px: 1.5,
                  py: 1,
                  opacity: reason ? 0.7 : 1,
                  transition: 'border-color 150ms',
                }}
              >
                <FormControlLabel
                  value={option}
                  disabled={disabled || reason !== null}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', m: 0, width: '100%', '& .MuiFormControlLabel-label': { flexGrow: 1, pt: 1 } }}
                  label={
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                      <Box sx={{ color: 'primary.main', pt: 0.25 }}>{ICONS[option]}</Box>
                      <Box>
                        <Typography variant="strong">{intl.formatMessage({ id: option === 'debit' ? 'cardApplication.model.debit' : 'cardApplication.model.credit' })}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {intl.formatMessage({ id: option === 'debit' ? 'cardApplication.model.debitDescription' : 'cardApplication.model.creditDescription' })}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {intl.formatMessage(
                            { id: option === 'debit' ? 'cardApplication.model.debitRequirement' : 'cardApplication.model.creditRequirement' },
                            { minimum: formatUsd(required.minimumDeposit, intl.locale), fee: formatUsd(required.activationFee, intl.locale) },
                          )}
                        </Typography>
                        {reason ? (
                          <Typography variant="labelSmall" color="error">
                            {intl.formatMessage({ id: REASON_IDS[reason] })}
                          </Typography>
                        ) : null}
                      </Box>
                    </Stack>
                  }
                />
              </Box>
            );
          })}
        </RadioGroup>
      </Box>

      <Box>
        <Button variant="outlined" startIcon={<DescriptionOutlined />} onClick={onOpenAgreement} disabled={!model || disabled}>
          {intl.formatMessage({ id: 'cardApplication.agreement.view' })}
        </Button>
        <FormControlLabel
          sx={{ display: 'flex', mt: 1.5, alignItems: 'flex-start' }}
          control={
            <Checkbox
              checked={isAgreementAccepted}
              onChange={(event) => onAgreementChange(event.target.checked)}
              disabled={!model || !hasReadAgreement || disabled}
              slotProps={{ input: { 'aria-describedby': helperId } }}
            />
          }
          label={<Typography sx={{ pt: 1 }}>{intl.formatMessage({ id: 'cardApplication.agreement.accept' })}</Typography>}
        />
        <FormHelperText id={helperId} sx={{ ml: 4 }}>
          {intl.formatMessage({ id: hasReadAgreement ? 'cardApplication.agreement.readHint' : 'cardApplication.agreement.openFirst' })}
        </FormHelperText>
      </Box>
    </Stack>
  );
}
