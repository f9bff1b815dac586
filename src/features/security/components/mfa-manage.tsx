import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatErrorMessage } from '@/api/errors';
import { useDisableMfa, useGenerateRecoveryCodes } from '@/api/generated/endpoints/mfa/mfa';
import type { User } from '@contract-kit/model';
import { CodeField } from '@/components/code-field';
import { useToast } from '@/components/toast-provider';
import { useRefreshSession } from '../hooks/use-refresh-session';
import { isCompleteMfaCode, MFA_CODE } from '../lib/codes';
import { MFA_METHOD_FALLBACK } from '../lib/security-constants';
import { mfaManageErrorMessage } from '../lib/errors';
import { RecoveryCodes } from './recovery-codes';

type RecoveryView = 'idle' | 'confirm' | 'codes';

interface MfaManageProps {
  user: User;
  onClose: () => void;
  onBusyChange: (isBusy: boolean) => void;
}

/**
 * Spec 02 §4 MFA manage: disable MFA (a current code is required), or regenerate recovery codes after an
 * explicit confirmation step; the new codes stay shown until the user acknowledges storing them.
 */
export function MfaManage({ user, onClose, onBusyChange }: MfaManageProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const refreshSession = useRefreshSession();
  const disableFormId = useId();
  const [code, setCode] = useState('');
  const [recoveryView, setRecoveryView] = useState<RecoveryView>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const [isAcknowledged, setAcknowledged] = useState(false);
  const [isRefreshing, setRefreshing] = useState(false);
  const disable = useDisableMfa({ mutation: { gcTime: 0 } });
  const regenerate = useGenerateRecoveryCodes({ mutation: { gcTime: 0 } });

  const isBusy = disable.isPending || regenerate.isPending || isRefreshing || (recoveryView === 'codes' && !isAcknowledged);
  useEffect(() => onBusyChange(isBusy), [isBusy, onBusyChange]);

  const failure = (error: unknown, titleId: 'security.mfa.disable.failed' | 'security.mfa.regenerate.failed') => {
    const message = mfaManageErrorMessage(error, titleId);
    toast({ action: 'mfa', variant: 'destructive', title: intl.formatMessage({ id: message.title }), description: formatErrorMessage(intl, message) });
  };

  const submitDisable = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteMfaCode(code) || disable.isPending) return;
    const methodId = user.twoFactor.methods[0]?.id ?? MFA_METHOD_FALLBACK;
    disable.mutate(
      { data: { code, methodId } },
      {
        onSuccess: async () => {
          setRefreshing(true);
          await refreshSession();
          setRefreshing(false);
          toast({ action: 'mfa', variant: 'success', title: intl.formatMessage({ id: 'security.mfa.disable.success' }) });
          onClose();
        },
        onError: (error) => {
          failure(error, 'security.mfa.disable.failed');
          setCode('');
        },
      },
    );
  };

  const confirmRegenerate = () => {
    regenerate.mutate(
      { data: { mode: 'regenerate', confirmed: true } },
      {
        onSuccess: (response) => {
          if (response.requiresConfirmation || response.data.recoveryCodes.length === 0) {
            toast({
              action: 'mfa',
              variant: 'destructive',
              title: intl.formatMessage({ id: 'security.mfa.regenerate.failed' }),
              description: response.message ?? intl.formatMessage({ id: 'security.mfa.recovery.none' }),
            });
            setRecoveryView('idle');
            return;
          }
          setCodes(response.data.recoveryCodes);
          setAcknowledged(false);
          setRecoveryView('codes');
        },
        onError: (error) => failure(error, 'security.mfa.regenerate.failed'),
      },
    );
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={3}>
          <Alert severity="success" role="note">
            <FormattedMessage id="security.mfa.manage.status" values={{ email: user.email }} />
          </Alert>

          <Stack spacing={1.5} component="section" aria-labelledby={`${disableFormId}-recovery`}>
            <Typography variant="h3" id={`${disableFormId}-recovery`}>
              <FormattedMessage id="security.mfa.regenerate.title" />
            </Typography>
            {recoveryView === 'idle' && (
              <>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <FormattedMessage id="security.mfa.regenerate.body" />
                </Typography>
                <Button variant="outlined" onClick={() => setRecoveryView('confirm')} sx={{ alignSelf: 'flex-start' }} disabled={isBusy}>
                  <FormattedMessage id="security.mfa.regenerate.start" />
                </Button>
              </>
            )}
            {recoveryView === 'confirm' && (
              <Alert
                severity="warning"
                action={
                  <Stack direction="row" spacing={1}>
                    <Button color="inherit" size="small" onClick={() => setRecoveryView('idle')} disabled={regenerate.isPending}>
                      <FormattedMessage id="security.common.cancel" />
                    </Button>
                    <Button color="warning" variant="contained" size="small" onClick={confirmRegenerate} loading={regenerate.isPending}>
                      <FormattedMessage id="security.mfa.regenerate.confirmButton" />
                    </Button>
                  </Stack>
                }
                sx={{ '& .MuiAlert-action': { alignItems: 'flex-end' }, flexWrap: 'wrap' }}
              >
                <FormattedMessage id="security.mfa.regenerate.confirm" />
              </Alert>
            )}
            {recoveryView === 'codes' && (
              <>
                <Alert severity="success" role="status">
                  <FormattedMessage id="security.mfa.regenerate.success" />
                </Alert>
                <Typography>
                  <FormattedMessage id="security.mfa.complete.body" />
                </Typography>
                <RecoveryCodes codes={codes} isAcknowledged={isAcknowledged} onAcknowledgedChange={setAcknowledged} />
                <Button
                  variant="contained"
                  disabled={!isAcknowledged}
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => {
                    setCodes([]);
                    setRecoveryView('idle');
                  }}
                >
                  <FormattedMessage id="security.common.done" />
                </Button>
              </>
            )}
          </Stack>

          <Divider />

          <Stack spacing={1.5} component="form" id={disableFormId} noValidate onSubmit={submitDisable} aria-labelledby={`${disableFormId}-title`}>
            <Typography variant="h3" id={`${disableFormId}-title`}>
              <FormattedMessage id="security.mfa.disable.title" />
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="security.mfa.disable.body" />
            </Typography>
            <CodeField shape={MFA_CODE} label={intl.formatMessage({ id: 'security.mfa.code' })} value={code} onChange={setCode} required disabled={recoveryView === 'codes'} />
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={!isCompleteMfaCode(code) || recoveryView === 'codes'}
              loading={disable.isPending || isRefreshing}
              sx={{ alignSelf: 'flex-start' }}
            >
              <FormattedMessage id="security.mfa.disable.submit" />
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          <FormattedMessage id="security.common.close" />
        </Button>
      </DialogActions>
    </>
  );
}
