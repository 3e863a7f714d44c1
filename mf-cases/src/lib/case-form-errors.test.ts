import { i18n } from '@lingui/core';
import { HttpError, NetworkError } from '@portal/shared/http';
import { caseFormError } from './case-form-errors';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

describe('caseFormError', () => {
  it('translates the API’s keys and sentences on the fields of a 400', () => {
    const error = caseFormError(
      new HttpError(400, 'validation_error', {
        tipus: 'atc_validation',
        email: 'validation email not valid',
        mobile: 'phone not valid',
        subject: 'The field cannot be empty',
        category: 'The value is not valid',
        description: 'The value is too long (5000)',
      }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).errors).toEqual({
      tipus: 'Choose the contract, the type and the subtype, and describe it.',
      email: 'The e-mail address is not valid.',
      mobile: 'The mobile number is not valid.',
      subject: 'The field cannot be empty',
      category: 'The value is not valid.',
      // The API's "too long" with its limit reads as the form's own message, in the customer's language.
      description: 'At most 5000 characters.',
    });
  });

  // Issue 42 finding 10: the API refuses a file whose content is not an accepted type (HTML named .png) on its field.
  it('translates the attachment type error on the files field', () => {
    const error = caseFormError(
      new HttpError(400, 'validation_error', { attachment: 'invalid attachment type' }),
    );
    expect((error as HttpError).errors).toEqual({
      attachment: 'This file is not a PDF or an image: attach it in one of those formats.',
    });
  });

  it('customer-area §5 "larger gives file too large with the limit in MB": a 413 lands on the files field', () => {
    const error = caseFormError(
      new HttpError(413, 'file_too_large', {}, { message: 'file_too_large', limit_bytes: 15_000_000 }),
    );
    expect(error).toMatchObject({
      status: 400,
      errors: { attachment: 'The file is too large. The maximum size is 15 MB.' },
    });
  });

  it('moves the errors of a field the form does not show out of the fields (to be shown above the form)', () => {
    const error = caseFormError(
      new HttpError(400, 'validation_error', { category: 'The value is not valid' }),
      {
        hiddenFields: ['category'],
      },
    );
    expect((error as HttpError).errors).toEqual({ 'category (hidden)': 'The value is not valid.' });
  });

  it('leaves any other failure as it is', () => {
    const network = new NetworkError();
    expect(caseFormError(network)).toBe(network);
    const server = new HttpError(500, 'down');
    expect(caseFormError(server)).toBe(server);
    const noLimit = new HttpError(413, 'file_too_large');
    expect(caseFormError(noLimit)).toBe(noLimit);
  });
});
