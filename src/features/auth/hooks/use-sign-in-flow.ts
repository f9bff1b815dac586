import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkMfa, login, mfaLogin } from '@/api/generated/endpoints/auth/auth';
import type { User } from '@contract-kit/model';
import { LOGIN_COMPLETION_DELAY_MS, LOGIN_SUCCESS_DELAY_MS } from '../lib/auth-constants';
import { InvalidServerResponseError } from '../lib/errors';
import { normalizeEmail } from '../lib/validation';
import { useSetSession } from './use-session';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Spec 01 §4 Login: credentials are first checked for a two-factor requirement (check-mfa). If required,
 * the code step is shown and, once mfa-login verified the code, the normal login follows with the trust
 * id. Without two-factor the user logs in directly. An unverified user goes straight to the e-mail
 * verification step; otherwise a success message appears, and after the 1 s and then 1.5 s delays the
 * login completion runs (the session is set and the dashboard shows).
 *
 * Credentials live in component memory only for the length of the flow; the mutations are not cached.
 */
export type SignInStep = { kind: 'credentials' } | { kind: 'two-factor'; email: string; twoFactorTrustId: string } | { kind: 'success'; phase: 'message' | 'completing' };

export function useSignInFlow(onSignedIn?: () => void) {
  const setSession = useSetSession();
  const [step, setStep] = useState<SignInStep>({ kind: 'credentials' });
  const credentials = useRef<Credentials | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
      credentials.current = null;
    },
    [],
  );

  const finish = useCallback(
    (user: User) => {
      credentials.current = null;
      if (!user.verified) {
        // Spec 01 §4: an unverified user gets the e-mail verification step (the session gate shows it).
        setSession(user);
        onSignedIn?.();
        return;
      }
      setStep({ kind: 'success', phase: 'message' });
      timers.current.push(
        setTimeout(() => {
          setStep({ kind: 'success', phase: 'completing' });
          timers.current.push(
            setTimeout(() => {
              setSession(user);
              onSignedIn?.();
            }, LOGIN_COMPLETION_DELAY_MS),
          );
        }, LOGIN_SUCCESS_DELAY_MS),
      );
    },
    [onSignedIn, setSession],
  );

  const submitCredentials = useMutation({
    gcTime: 0,
    mutationFn: async (input: Credentials) => {
      const data = { email: normalizeEmail(input.email), password: input.password };
      const check = await checkMfa(data);
      if (check?.mfaRequired === undefined) throw new InvalidServerResponseError();
      if (check.mfaRequired) {
        if (!check.twoFactorTrustId) throw new InvalidServerResponseError();
        credentials.current = data;
        return { kind: 'two-factor' as const, email: data.email, twoFactorTrustId: check.twoFactorTrustId };
      }
      const response = await login(data);
      if (!response?.user) throw new InvalidServerResponseError();
      return { kind: 'signed-in' as const, user: response.user };
    },
    onSuccess: (result) => {
      if (result.kind === 'two-factor') setStep(result);
      else finish(result.user);
    },
  });

  const submitCode = useMutation({
    gcTime: 0,
    mutationFn: async (code: string) => {
      if (step.kind !== 'two-factor' || !credentials.current) throw new InvalidServerResponseError();
      await mfaLogin({ twoFactorTrustId: step.twoFactorTrustId, code });
      const response = await login({ ...credentials.current, twoFactorTrustId: step.twoFactorTrustId });
      if (!response?.user) throw new InvalidServerResponseError();
      return response.user;
    },
    onSuccess: finish,
  });

  const backToCredentials = useCallback(() => {
    credentials.current = null;
    submitCode.reset();
    setStep({ kind: 'credentials' });
  }, [submitCode]);

  return { step, submitCredentials, submitCode, backToCredentials };
}
