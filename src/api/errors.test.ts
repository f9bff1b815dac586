import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import { ApiError, formatErrorMessage, retryAfterSeconds, serverMessageOr } from './errors';

const apiError = (status: number, init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) => new ApiError({ status, message: 'x', ...init });

describe('the error mapping shared by the features', () => {
  it('waits the seconds a 429 names, 60 when it names none, and not at all after any other failure', () => {
    expect(retryAfterSeconds(apiError(429, { retryAfterSeconds: 300 }))).toBe(300);
    expect(retryAfterSeconds(apiError(429))).toBe(60);
    expect(retryAfterSeconds(apiError(401, { retryAfterSeconds: 300 }))).toBeUndefined();
    expect(retryAfterSeconds(new Error('boom'))).toBeUndefined();
  });

  it("shows the server's own message, else the catalogue's default — never the transport's status text", () => {
    expect(serverMessageOr(apiError(422, { message: 'Card is frozen' }), 'app.error.generic')).toEqual({ id: 'app.error.generic', serverText: 'Card is frozen' });
    expect(serverMessageOr(apiError(502, { message: 'Bad Gateway', hasServerMessage: false }), 'app.error.generic')).toEqual({ id: 'app.error.generic' });
    const intl = createIntl({ locale: 'en', messages: en });
    expect(formatErrorMessage(intl, { id: 'auth.error.tooManyAttempts', values: { seconds: 5 } })).toBe('Too many attempts. Please try again in 5 seconds.');
    expect(formatErrorMessage(intl, { id: 'app.error.generic', serverText: 'Card is frozen' })).toBe('Card is frozen');
  });
});
