import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatErrorMessage } from '@/api/errors';
import { useSignOutOtherSessions } from '@/api/generated/endpoints/devices/devices';
import { CodeField } from '@/components/code-field';
import { PasswordField } from '@/components/password-field';
import { useToast } from '@/components/toast-provider';
import { isCompleteMfaCode, MFA_CODE } from '../lib/codes';
import { devicesErrorMessage } from '../lib/devices';

interface SignOutOthersFormProps {
  /** The user has two-factor authentication: the proof is an authenticator code, else the password. */
  hasMfa: boolean;
  onCancel: () => void;
  onDone: () => void;
  onBusyChange: (isBusy: boolean) => void;
}

/** "Sign out all other devices": the password, or with MFA a current authenticator code (used once), then every other session ends. */
export function SignOutOthersForm({ hasMfa, onCancel, onDone, onBusyChange }: SignOutOthersFormProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const formId = useId();
  const [secret, setSecret] = useState('');
  const [isTouched, setTouched] = useState(false);
  // The password or code never lingers in the mutation cache.
  const mutation = useSignOutOtherSessions({ mutation: { gcTime: 0 } });
  useEffect(() => onBusyChange(mutation.isPending), [mutation.isPending, onBusyChange]);
  const isComplete = hasMfa ? isCompleteMfaCode(secret) : secret.length > 0;
  const passwordError = !hasMfa && isTouched && secret.length === 0 ? intl.formatMessage({ id: 'security.devices.error.passwordRequired' }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isComplete || mutation.isPending) return;
    mutation.mutate(
      { data: hasMfa ? { code: secret } : { password: secret } },
      {
        onSuccess: (response) => {
          toast({ variant: 'success', title: intl.formatMessage({ id: 'security.devices.others.success' }, { count: response.data.signedOut }) });
          onDone();
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: intl.formatMessage({ id: 'security.devices.others.failed' }), description: formatErrorMessage(intl, devicesErrorMessage(error)) });
          setSecret('');
          setTouched(false);
        },
      },
    );
  };

  return (
    <Stack component="form" id={formId} noValidate onSubmit={submit} spacing={1.5} aria-labelledby={`${formId}-title`}>
      <Typography variant="h3" id={`${formId}-title`}>
        <FormattedMessage id="security.devices.others.title" />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id={hasMfa ? 'security.devices.others.bodyCode' : 'security.devices.others.bodyPassword'} />
      </Typography>
      {hasMfa ? (
        <CodeField shape={MFA_CODE} label={intl.formatMessage({ id: 'security.mfa.code' })} value={secret} onChange={setSecret} required autoFocus disabled={mutation.isPending} />
      ) : (
        <PasswordField
          label={intl.formatMessage({ id: 'security.devices.password' })}
          value={secret}
          onChange={(event) => {
            setSecret(event.target.value);
            setTouched(true);
          }}
          autoComplete="current-password"
          required
          autoFocus
          disabled={mutation.isPending}
          error={Boolean(passwordError)}
          helperText={passwordError}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" color="error" variant="contained" disabled={!isComplete} loading={mutation.isPending}>
          <FormattedMessage id="security.devices.others.submit" />
        </Button>
        <Button onClick={onCancel} disabled={mutation.isPending}>
          <FormattedMessage id="security.common.cancel" />
        </Button>
      </Stack>
    </Stack>
  );
}
