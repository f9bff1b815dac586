import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@/components/form-text-field';
import { PasswordField } from '@/components/password-field';
import { getSession, login, registerUser } from '@/api/generated/endpoints/auth/auth';
import { REFERRAL_CODE_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../lib/auth-constants';
import { InvalidServerResponseError } from '../lib/errors';
import { registrationErrorMessage } from '../lib/flow-errors';
import { normalizeReferralCode, validateConfirmation, validateNewPassword, validateReferralCode, validateUsername } from '../lib/account-rules';
import { normalizeEmail, validateEmail, type MessageId } from '../lib/validation';
import { useRetryAfter } from '../hooks/use-retry-after';
import { useSetSession } from '../hooks/use-session';
import { FormError } from './form-error';
import { LegalPageDialog, type LegalPage } from './legal-page-dialog';
import { NewPasswordHelp } from './new-password-help';
import { PasswordStrengthMeter } from './password-strength-meter';
import { EmailField } from './email-field';

interface Fields {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
  hasAcceptedTerms: boolean;
}

type FieldErrors = Partial<Record<keyof Fields, MessageId | null>>;

function validate(fields: Fields): FieldErrors {
  return {
    username: validateUsername(fields.username),
    email: validateEmail(fields.email),
    password: validateNewPassword(fields.password),
    confirmPassword: validateConfirmation(fields.password, fields.confirmPassword),
    referralCode: validateReferralCode(fields.referralCode),
    hasAcceptedTerms: fields.hasAcceptedTerms ? null : 'auth.validation.termsRequired',
  };
}

/**
 * The register tab (spec 01 §4 Registration, §5): username, e-mail, password with its strength meter and
 * confirmation, optional referral code, and the terms-and-privacy checkbox. Success signs in automatically
 * and leads to the e-mail verification step.
 */
export function RegisterForm() {
  const intl = useIntl();
  const setSession = useSetSession();
  const retry = useRetryAfter();
  const [fields, setFields] = useState<Fields>({ username: '', email: '', password: '', confirmPassword: '', referralCode: '', hasAcceptedTerms: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [legalPage, setLegalPage] = useState<LegalPage | null>(null);

  const register = useMutation({
    gcTime: 0,
    mutationFn: async (input: Fields) => {
      const email = normalizeEmail(input.email);
      const referralCode = normalizeReferralCode(input.referralCode);
      const response = await registerUser({
        email,
        username: input.username.trim(),
        password: input.password,
        confirmPassword: input.confirmPassword,
        ...(referralCode ? { referralCode } : {}),
      });
      const data = response?.data;
      // The verification step asks the server for the verification this started (it survives a reload there), so
      // registrationVerificationId is only proof of a complete answer here.
      if (!data?.loginData?.registrationVerificationId) throw new InvalidServerResponseError();
      // Spec 01 §4: success leads to automatic login (done by the server when autoLoginSuccess is true).
      const user = data.autoLoginSuccess ? (await getSession()).user : (await login({ email: data.loginData.email, password: data.loginData.password })).user;
      if (!user) throw new InvalidServerResponseError();
      return user;
    },
    onSuccess: (user) => setSession(user),
    onError: retry.note,
  });

  const update = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: null }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = validate(fields);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    register.mutate(fields);
  };

  const help = (key: keyof Fields) => {
    const id = errors[key];
    return id ? intl.formatMessage({ id }) : undefined;
  };

  const legalLink = (page: LegalPage) => (
    <Link
      component="button"
      type="button"
      onClick={(event) => {
        // The link sits inside the checkbox label: open the page without ticking the box.
        event.preventDefault();
        event.stopPropagation();
        setLegalPage(page);
      }}
      sx={{ verticalAlign: 'baseline' }}
    >
      <FormattedMessage id={page === 'terms' ? 'auth.register.terms' : 'auth.register.privacy'} />
    </Link>
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="register-title">
      <Typography id="register-title" variant="h1">
        <FormattedMessage id="auth.register.title" />
      </Typography>
      <FormError message={register.error ? registrationErrorMessage(register.error) : null} retrySecondsLeft={retry.secondsLeft} />
      <FormTextField
        label={intl.formatMessage({ id: 'auth.register.username' })}
        autoComplete="username"
        required
        fullWidth
        value={fields.username}
        onChange={(event) => update('username', event.target.value)}
        error={Boolean(errors.username)}
        helperText={help('username')}
        slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH, autoCapitalize: 'none', spellCheck: false } }}
      />
      <EmailField value={fields.email} onChange={(value) => update('email', value)} errorText={help('email')} />
      <PasswordField
        label={intl.formatMessage({ id: 'auth.signIn.password' })}
        autoComplete="new-password"
        required
        fullWidth
        value={fields.password}
        onChange={(event) => update('password', event.target.value)}
        error={Boolean(errors.password)}
        helperText={<NewPasswordHelp error={errors.password} />}
      />
      <PasswordStrengthMeter password={fields.password} />
      <PasswordField
        label={intl.formatMessage({ id: 'auth.register.confirmPassword' })}
        autoComplete="new-password"
        required
        fullWidth
        value={fields.confirmPassword}
        onChange={(event) => update('confirmPassword', event.target.value)}
        error={Boolean(errors.confirmPassword)}
        helperText={help('confirmPassword')}
      />
      <FormTextField
        label={intl.formatMessage({ id: 'auth.register.referral' })}
        fullWidth
        value={fields.referralCode}
        onChange={(event) => update('referralCode', normalizeReferralCode(event.target.value))}
        error={Boolean(errors.referralCode)}
        helperText={help('referralCode')}
        slotProps={{ htmlInput: { maxLength: REFERRAL_CODE_MAX_LENGTH, autoCapitalize: 'characters', spellCheck: false } }}
      />
      <FormControl error={Boolean(errors.hasAcceptedTerms)} required>
        <FormControlLabel
          control={<Checkbox checked={fields.hasAcceptedTerms} onChange={(event) => update('hasAcceptedTerms', event.target.checked)} />}
          label={<FormattedMessage id="auth.register.acceptTerms" values={{ terms: legalLink('terms'), privacy: legalLink('privacy') }} />}
        />
        {errors.hasAcceptedTerms && <FormHelperText>{help('hasAcceptedTerms')}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" size="large" loading={register.isPending} disabled={retry.isWaiting}>
        <FormattedMessage id="auth.register.submit" />
      </Button>
      <LegalPageDialog page={legalPage} onClose={() => setLegalPage(null)} />
    </Stack>
  );
}
