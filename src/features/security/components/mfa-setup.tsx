import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatErrorMessage } from '@/api/errors';
import { generateRecoveryCodes, useSetupMfa, useVerifyMfa } from '@/api/generated/endpoints/mfa/mfa';
import type { MfaSetupData } from '@contract-kit/model';
import { CodeField } from '@/components/code-field';
import { CopyButton } from '@/components/copy-button';
import { useToast } from '@/components/toast-provider';
import type { MessageId } from '@/i18n';
import { useRefreshSession } from '../hooks/use-refresh-session';
import { isCompleteMfaCode, MFA_CODE } from '../lib/codes';
import { MFA_COMPLETION_DELAY_MS } from '../lib/security-constants';
import { delay } from '../lib/delay';
import { mfaErrorMessage } from '../lib/errors';
import { RecoveryCodes } from './recovery-codes';

/** Spec 02 §4 MFA set-up steps. */
export const MFA_SETUP_STEPS = ['scan', 'verify', 'complete'] as const;
export type MfaSetupStep = (typeof MFA_SETUP_STEPS)[number];
const STEP_MESSAGE_IDS = {
  scan: 'security.mfa.step.scan',
  verify: 'security.mfa.step.verify',
  complete: 'security.mfa.step.complete',
} as const satisfies Record<MfaSetupStep, MessageId>;

interface MfaSetupProps {
  onClose: () => void;
  /** Tells the dialog whether closing must wait (a request in flight, or codes not yet acknowledged). */
  onBusyChange: (isBusy: boolean) => void;
}

/**
 * Spec 02 §4 MFA set-up: scan (QR code and the key to type in), verify (6 digits), complete (recovery
 * codes to store). Verification refreshes the session and waits 1 s before completing.
 */
export function MfaSetup({ onClose, onBusyChange }: MfaSetupProps) {
  const intl = useIntl();
  const { toast, dismiss } = useToast();
  const refreshSession = useRefreshSession();
  const formId = useId();
  const [step, setStep] = useState<MfaSetupStep>('scan');
  const [setupData, setSetupData] = useState<MfaSetupData | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isCompleting, setCompleting] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [isAcknowledged, setAcknowledged] = useState(false);
  const setup = useSetupMfa({ mutation: { gcTime: 0 } });
  const verify = useVerifyMfa({ mutation: { gcTime: 0 } });
  const isMounted = useRef(true);
  const started = useRef(false);

  const showError = (error: unknown, kind: 'setup' | 'verify') => {
    const message = mfaErrorMessage(error, kind);
    toast({ action: 'mfa', variant: 'destructive', title: intl.formatMessage({ id: message.title }), description: formatErrorMessage(intl, message) });
  };

  const startSetup = () => {
    setup.mutate(undefined, {
      onSuccess: (response) => setSetupData(response.data),
      onError: (error) => showError(error, 'setup'),
    });
  };

  useEffect(() => {
    isMounted.current = true;
    if (!started.current) {
      started.current = true;
      startSetup();
    }
    return () => {
      isMounted.current = false;
    };
    // Runs once per opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const isBusy = setup.isPending || verify.isPending || isCompleting || (step === 'complete' && recoveryCodes.length > 0 && !isAcknowledged);
  useEffect(() => onBusyChange(isBusy), [isBusy, onBusyChange]);

  const complete = async (codes: string[]) => {
    setCompleting(true);
    let finalCodes = codes;
    if (finalCodes.length === 0) {
      // Spec 02 §7: no recovery codes returned → a separate generation call.
      try {
        finalCodes = (await generateRecoveryCodes({ mode: 'setup' })).data.recoveryCodes;
      } catch {
        finalCodes = [];
      }
    }
    await refreshSession();
    await delay(MFA_COMPLETION_DELAY_MS);
    if (!isMounted.current) return;
    setRecoveryCodes(finalCodes);
    setCompleting(false);
    setStep('complete');
    // The dialog says it is on: an earlier "Verification Failed" must not stay beside that.
    dismiss('mfa');
    setSetupData(null);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!setupData || verify.isPending || isCompleting) return;
    if (!isCompleteMfaCode(code)) {
      // Spec 02 §5: a bad length gives the invalid-code message.
      setCodeError(intl.formatMessage({ id: 'security.mfa.error.invalidCode' }));
      return;
    }
    setCodeError(null);
    verify.mutate(
      { data: { code, secret: setupData.secret } },
      {
        onSuccess: (response) => void complete(response.data.recoveryCodes),
        onError: (error) => {
          showError(error, 'verify');
          setCode('');
        },
      },
    );
  };

  const activeIndex = MFA_SETUP_STEPS.indexOf(step);

  return (
    <>
      <DialogContent>
        <Stepper activeStep={activeIndex} alternativeLabel sx={{ mb: 3 }}>
          {MFA_SETUP_STEPS.map((name) => (
            <Step key={name} completed={MFA_SETUP_STEPS.indexOf(name) < activeIndex}>
              <StepLabel>
                <FormattedMessage id={STEP_MESSAGE_IDS[name]} />
              </StepLabel>
            </Step>
          ))}
        </Stepper>

        {step === 'scan' && (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography sx={{ alignSelf: 'stretch' }}>
              <FormattedMessage id="security.mfa.scan.body" />
            </Typography>
            {setup.isPending && (
              <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }} role="status">
                <CircularProgress aria-hidden />
                <Typography variant="body2">
                  <FormattedMessage id="security.mfa.scan.loading" />
                </Typography>
              </Stack>
            )}
            {setup.isError && !setupData && (
              <Alert
                severity="error"
                sx={{ alignSelf: 'stretch' }}
                action={
                  <Button color="inherit" size="small" onClick={startSetup}>
                    <FormattedMessage id="security.common.retry" />
                  </Button>
                }
              >
                {formatErrorMessage(intl, mfaErrorMessage(setup.error, 'setup'))}
              </Alert>
            )}
            {setupData && (
              <>
                <Box
                  component="img"
                  src={setupData.qrCode}
                  alt={intl.formatMessage({ id: 'security.mfa.scan.qrAlt' })}
                  sx={{ width: 200, height: 200, imageRendering: 'pixelated', bgcolor: '#fff', borderRadius: 1, p: 0.5 }}
                />
                <Box sx={{ alignSelf: 'stretch' }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    <FormattedMessage id="security.mfa.scan.manual" />
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                    <Typography component="code" variant="label" data-testid="mfa-secret" sx={{ typography: 'mono', wordBreak: 'break-all' }}>
                      {setupData.secret}
                    </Typography>
                    <CopyButton size="small" value={setupData.secret} label={intl.formatMessage({ id: 'security.mfa.scan.keyLabel' })} />
                  </Stack>
                </Box>
              </>
            )}
          </Stack>
        )}

        {step === 'verify' && (
          <Stack component="form" id={formId} spacing={2} noValidate onSubmit={submitCode}>
            <Typography>
              <FormattedMessage id="security.mfa.verify.body" />
            </Typography>
            <CodeField
              shape={MFA_CODE}
              label={intl.formatMessage({ id: 'security.mfa.code' })}
              value={code}
              onChange={(next) => {
                setCode(next);
                setCodeError(null);
              }}
              autoFocus
              required
              error={Boolean(codeError)}
              helperText={codeError ?? undefined}
            />
            {isCompleting && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={20} aria-hidden />
                <Typography variant="body2">
                  <FormattedMessage id="security.mfa.verify.completing" />
                </Typography>
              </Stack>
            )}
          </Stack>
        )}

        {step === 'complete' && (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              <FormattedMessage id="security.mfa.complete.title" />
            </Alert>
            {recoveryCodes.length > 0 ? (
              <>
                <Typography>
                  <FormattedMessage id="security.mfa.complete.body" />
                </Typography>
                <RecoveryCodes codes={recoveryCodes} isAcknowledged={isAcknowledged} onAcknowledgedChange={setAcknowledged} />
              </>
            ) : (
              <Alert severity="warning">
                <FormattedMessage id="security.mfa.recovery.none" />
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {step === 'scan' && (
          <>
            <Button onClick={onClose}>
              <FormattedMessage id="security.common.cancel" />
            </Button>
            <Button variant="contained" disabled={!setupData} onClick={() => setStep('verify')}>
              <FormattedMessage id="security.common.next" />
            </Button>
          </>
        )}
        {step === 'verify' && (
          <>
            <Button onClick={() => setStep('scan')} disabled={verify.isPending || isCompleting}>
              <FormattedMessage id="security.common.back" />
            </Button>
            <Button type="submit" form={formId} variant="contained" loading={verify.isPending || isCompleting} disabled={code.length === 0}>
              <FormattedMessage id="security.mfa.verify.submit" />
            </Button>
          </>
        )}
        {step === 'complete' && (
          <Button
            variant="contained"
            disabled={recoveryCodes.length > 0 && !isAcknowledged}
            onClick={() => {
              setRecoveryCodes([]);
              onClose();
            }}
          >
            <FormattedMessage id="security.common.done" />
          </Button>
        )}
      </DialogActions>
    </>
  );
}
