import { i18n } from '@lingui/core';
import { loginStatusMessage, type LoginStatus } from './login-status-message';

function text(status: Partial<LoginStatus>): string | undefined {
  const message = loginStatusMessage({
    statusCode: undefined,
    statusText: undefined,
    statusType: 'error',
    loginType: 'credentials',
    ...status,
  });
  return message ? i18n._(message) : undefined;
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

describe('the login messages of customer-area §8 "Login"', () => {
  it('has none without a status', () => {
    expect(text({})).toBeUndefined();
  });
  it('401: "The session has expired, log in again"', () => {
    expect(text({ statusCode: 401, statusText: 'whatever' })).toBe('The session has expired, log in again');
    expect(text({ statusCode: 401, statusText: 'token_expired', loginType: 'refresh' })).toBe(
      'The session has expired, log in again',
    );
  });
  it('403: credentials incorrect', () => {
    expect(text({ statusCode: 403, statusText: 'Invalid credentials' })).toBe('Incorrect user or password');
  });
  it('429 (the API throttles failed logins): wait before trying again', () => {
    const wait = 'Too many attempts. Please wait a few minutes before trying again.';
    expect(text({ statusCode: 429, statusText: 'too_many_attempts' })).toBe(wait);
    expect(text({ statusCode: 429, statusText: 'x' })).toBe(wait);
  });
  it('419: token expired', () => {
    expect(text({ statusCode: 419, statusText: 'x' })).toBe('The token has expired, log in again');
  });
  it.each([500, 502])('%s: internal error', (statusCode) => {
    expect(text({ statusCode, statusText: 'x' })).toBe('Internal error. Please try again later.');
  });
  it('an invalid token in the address', () => {
    expect(text({ statusCode: 403, statusText: 'x', loginType: 'token' })).toBe(
      'The access token is not valid',
    );
    expect(text({ statusText: 'token_invalid', loginType: 'token' })).toBe('The access token is not valid');
    // As the shell's bootstrap reports it: 401 with its own (translated) text.
    expect(text({ statusCode: 401, statusText: 'El token no es válido', loginType: 'token' })).toBe(
      'The access token is not valid',
    );
  });
  it('invalid client id data', () => {
    expect(text({ statusCode: 400, statusText: 'x', loginType: 'clientid' })).toBe(
      'The client id data is not valid',
    );
  });
  it('OpenID: "Invalid state" and "Nonce not present" (403)', () => {
    expect(text({ statusCode: 403, statusText: 'Invalid state', loginType: 'openid' })).toMatch(
      /invalid state/,
    );
    expect(text({ statusCode: 403, statusText: 'Nonce not present', loginType: 'openid' })).toMatch(
      /nonce not present/,
    );
  });
  it('any other failure: a generic message', () => {
    expect(text({ statusText: 'network_error' })).toBe(
      'The login could not be completed. Please try again later.',
    );
  });
});
