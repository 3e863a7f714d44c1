import { validationError } from './validation-error-response';

describe('validationError', () => {
  it('answers 400 with the reference API body: the validation_error message and the field errors', async () => {
    const response = validationError({
      subject: 'The value is too long (200)',
      name: ['must match pattern'],
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    await expect(response.json()).resolves.toEqual({
      message: 'validation_error',
      errors: { subject: 'The value is too long (200)', name: ['must match pattern'] },
    });
  });
});
