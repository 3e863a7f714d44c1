import { HttpError, isNotFoundError } from './errors';

describe('isNotFoundError (a detail page\'s "not found")', () => {
  it('is a 404, or the 400 the API gives an id that cannot be one; nothing else', () => {
    expect(isNotFoundError(new HttpError(404, 'not_found'))).toBe(true);
    expect(isNotFoundError(new HttpError(400, 'validation_error', { name: 'must match pattern' }))).toBe(
      true,
    );
    expect(isNotFoundError(new HttpError(500, 'server_error'))).toBe(false);
    expect(isNotFoundError(new HttpError(401, 'unauthorized'))).toBe(false);
    expect(isNotFoundError(new Error('network_error'))).toBe(false);
  });
});
