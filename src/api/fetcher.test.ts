// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { ApiError, isOfflineError, setClientErrorMessages, setOfflineErrorMessage } from './errors';
import { customFetch } from './fetcher';
import { answerReauthentication } from './reauthentication';
import { onSessionExpired } from './session-events';

const seen: Request[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const BASE = 'http://localhost:3000';
const respond = (path: string, status: number, body: unknown) =>
  server.use(
    http.all(`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone());
      return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );

async function failure(path: string): Promise<ApiError> {
  try {
    await customFetch(path, { method: 'GET' });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('customFetch', () => {
  it('sends a uuid X-Correlation-ID and returns the JSON body', async () => {
    respond('/api/health', 200, { status: 'ok' });
    await expect(customFetch('/api/health', { method: 'GET' })).resolves.toEqual({ status: 'ok' });
    expect(seen[0]?.headers.get('X-Correlation-ID')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads error.message and error.details.errorCode', async () => {
    respond('/api/email/verify', 422, { success: false, message: 'x', error: { message: 'Code expired', details: { errorCode: 'VerificationCodeExpired' } } });
    const error = await failure('/api/email/verify');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Code expired');
    expect(error.errorCode).toBe('VerificationCodeExpired');
  });

  it('reads generalErrors[0].message', async () => {
    respond('/api/password/forgot', 500, { generalErrors: [{ message: 'Mailer down' }] });
    expect((await failure('/api/password/forgot')).message).toBe('Mailer down');
  });

  it('reads message, code and validation issues', async () => {
    respond('/api/users/register', 409, { success: false, message: 'User already exists', code: 'DuplicateEmail', issues: [{ path: 'body.email', message: 'taken' }] });
    const error = await failure('/api/users/register');
    expect(error).toMatchObject({ status: 409, code: 'DuplicateEmail', message: 'User already exists' });
    expect(error.issues).toEqual([{ path: 'body.email', message: 'taken' }]);
  });

  it("never passes a validator's text on: a 400 with issues gets the client's own text, in the current locale", async () => {
    const body = {
      success: false,
      message: 'Invalid request: body.destinationEmail: Invalid email address',
      code: 'ValidationError',
      issues: [{ path: 'body.destinationEmail', message: 'Invalid email address' }],
    };
    respond('/api/accounts/transfer', 400, body);
    const error = await failure('/api/accounts/transfer');
    expect(error.message).toBe('Some of the details were not accepted. Please check them and try again.');
    expect(error.message).not.toMatch(/Invalid request|body\.|Invalid email address/);
    expect(error.hasServerMessage).toBe(false);
    expect(error.isValidationError).toBe(true);
    expect(error.hasIssueAt('destinationEmail')).toBe(true);
    expect(error.hasIssueAt('amount')).toBe(false);
    setClientErrorMessages({ invalidRequest: '部分信息未被接受，请检查后重试。' });
    try {
      respond('/api/accounts/transfer', 400, body);
      expect((await failure('/api/accounts/transfer')).message).toBe('部分信息未被接受，请检查后重试。');
    } finally {
      setClientErrorMessages({ invalidRequest: 'Some of the details were not accepted. Please check them and try again.' });
    }
    // A business 400 with its own code keeps the server's words (e.g. 'Minimum repayment amount is $0.01').
    respond('/api/cards/c1/repay', 400, {
      success: false,
      message: 'Minimum repayment amount is $0.01',
      code: 'MinimumRepayment',
      issues: [{ path: 'body.amount', message: 'Minimum repayment amount is $0.01' }],
    });
    expect((await failure('/api/cards/c1/repay')).message).toBe('Minimum repayment amount is $0.01');
  });

  it('gives a network error a status of 0 and a clear code', async () => {
    server.use(http.get(`${BASE}/api/cards`, () => HttpResponse.error()));
    const error = await failure('/api/cards');
    expect(error.isNetworkError).toBe(true);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe('Network connection error');
  });

  it('names network failures in the current locale once the providers set the texts', async () => {
    server.use(http.get(`${BASE}/api/cards`, () => HttpResponse.error()));
    setClientErrorMessages({ network: '网络连接错误' });
    try {
      expect((await failure('/api/cards')).message).toBe('网络连接错误');
    } finally {
      setClientErrorMessages({ network: 'Network connection error' });
    }
  });

  it('survives an empty or non-JSON error body', async () => {
    respond('/api/cards', 502, undefined);
    const error = await failure('/api/cards');
    expect(error.status).toBe(502);
    expect(error.message).toBeTruthy();
  });

  it('ends the session on a 401 from an authenticated call, not from sign-in', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    respond('/api/auth/login', 401, { success: false, message: 'Invalid email or password' });
    await failure('/api/auth/login');
    expect(expired).not.toHaveBeenCalled();
    respond('/api/cards', 401, { success: false, message: 'Authentication required' });
    await failure('/api/cards');
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  describe('offline', () => {
    afterEach(() => {
      onlineManager.setOnline(true);
      vi.restoreAllMocks();
    });

    it('sends nothing while the device is offline and fails with NETWORK_OFFLINE and the offline text', async () => {
      respond('/api/accounts/transfer', 200, { success: true });
      onlineManager.setOnline(false);
      const error = await failure('/api/accounts/transfer');
      expect(seen).toHaveLength(0);
      expect(error).toMatchObject({ status: 0, code: 'NETWORK_OFFLINE' });
      expect(error.isNetworkError).toBe(true);
      expect(isOfflineError(error)).toBe(true);
      expect(error.message).toBe("You're offline. Nothing was sent — your entries are kept; try again when you're back online.");
    });

    it('trusts navigator.onLine === false too, and uses the text of the current locale', async () => {
      respond('/api/cards', 200, { success: true });
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      setOfflineErrorMessage('您已离线，未发送任何内容。');
      try {
        const error = await failure('/api/cards');
        expect(seen).toHaveLength(0);
        expect(error.message).toBe('您已离线，未发送任何内容。');
      } finally {
        setOfflineErrorMessage("You're offline. Nothing was sent — your entries are kept; try again when you're back online.");
      }
    });

    it('a connection lost under way stays a NETWORK_ERROR (the request may have arrived)', async () => {
      server.use(http.all(`${BASE}/api/accounts/transfer`, () => HttpResponse.error()));
      const error = await failure('/api/accounts/transfer');
      expect(error.code).toBe('NETWORK_ERROR');
      expect(isOfflineError(error)).toBe(false);
    });
  });

  describe('a call that needs a recent authentication (403 ReauthenticationRequired)', () => {
    const REFUSED = {
      success: false,
      message: "Confirm it's you to continue",
      code: 'ReauthenticationRequired',
      error: { message: "Confirm it's you to continue", details: { errorCode: 'ReauthenticationRequired' } },
    };
    /** Refuses the first request, answers the next ones. */
    const refuseOnce = (path: string) => {
      let calls = 0;
      server.use(
        http.all(`${BASE}${path}`, async ({ request }) => {
          seen.push(request.clone());
          calls += 1;
          return calls === 1 ? HttpResponse.json(REFUSED, { status: 403 }) : HttpResponse.json({ success: true, data: { body: await request.text() } });
        }),
      );
    };

    it('asks the user to confirm, then sends the same call once more', async () => {
      refuseOnce('/api/email/change');
      const ask = vi.fn(() => Promise.resolve(true));
      const withdraw = answerReauthentication(ask);
      const body = JSON.stringify({ newEmail: 'demo.new@example.com', confirmEmail: 'demo.new@example.com' });
      await expect(customFetch('/api/email/change', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })).resolves.toEqual({ success: true, data: { body } });
      withdraw();
      expect(ask).toHaveBeenCalledTimes(1);
      expect(seen).toHaveLength(2);
    });

    it('fails with "nothing was changed" when the user closes the prompt, and sends nothing more', async () => {
      refuseOnce('/api/auth/sessions/sign-out-others');
      const withdraw = answerReauthentication(() => Promise.resolve(false));
      const error = await customFetch('/api/auth/sessions/sign-out-others', { method: 'POST' }).catch((caught: unknown) => caught);
      withdraw();
      expect(error).toMatchObject({ status: 403, code: 'ReauthenticationCancelled', message: "You didn't confirm it's you, so nothing was changed." });
      expect(seen).toHaveLength(1);
    });

    it('asks once for calls refused at the same moment', async () => {
      server.use(http.all(`${BASE}/api/cards/:id/credentials`, () => HttpResponse.json(REFUSED, { status: 403 })));
      let confirm: (confirmed: boolean) => void = () => undefined;
      const ask = vi.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
      const withdraw = answerReauthentication(ask);
      const both = Promise.allSettled([customFetch('/api/cards/a/credentials'), customFetch('/api/cards/b/credentials')]);
      await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
      confirm(true);
      // Refused again after the confirmation: the second refusal stands (no loop).
      const results = await both;
      withdraw();
      expect(ask).toHaveBeenCalledTimes(1);
      expect(results.map((result) => result.status === 'rejected' && (result.reason as ApiError).code)).toEqual(['ReauthenticationRequired', 'ReauthenticationRequired']);
    });

    it('without the signed-in app’s prompt fails as cancelled', async () => {
      respond('/api/mfa/setup', 403, REFUSED);
      await expect(customFetch('/api/mfa/setup', { method: 'POST' })).rejects.toMatchObject({ code: 'ReauthenticationCancelled' });
    });
  });
});
