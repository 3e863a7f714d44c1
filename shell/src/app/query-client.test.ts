import { HttpError, TimeoutError } from '@portal/shared/http';
import { createPortalQueryClient, shouldRetry } from './query-client';

describe('the portal QueryClient', () => {
  it('never retries a client error such as an expired session', () => {
    expect(shouldRetry(0, new HttpError(401, 'token_expired'))).toBe(false);
    expect(shouldRetry(0, new HttpError(404, 'not_found'))).toBe(false);
  });

  it('retries a server or network failure once', () => {
    expect(shouldRetry(0, new HttpError(503, 'down'))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new HttpError(503, 'down'))).toBe(false);
  });

  it('never retries a call that timed out (issue 15 finding 10: the error and its Retry show after one limit)', () => {
    expect(shouldRetry(0, new TimeoutError(20_000))).toBe(false);
  });

  it('is configured with it', () => {
    expect(createPortalQueryClient().getDefaultOptions().queries?.retry).toBe(shouldRetry);
  });
});
