import { HttpError, NetworkError } from '@portal/shared/http';
import { fieldErrorsUnder } from './server-messages';

describe('fieldErrorsUnder', () => {
  it('names a new address’s fields as the address form does (the API says address.<field>)', () => {
    const error = new HttpError(400, 'validation_error', {
      'address.zipcode': 'The postal code must have 5 characters',
      'address.email': 'validation email not valid',
      address_type: 'The value is not valid',
    });
    const mapped = fieldErrorsUnder(error, 'address') as HttpError;
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped.status).toBe(400);
    expect(mapped.errors).toEqual({
      zipcode: 'The postal code must have 5 characters',
      email: 'validation email not valid',
      address_type: 'The value is not valid',
    });
  });

  it('passes any other failure through', () => {
    const offline = new NetworkError();
    expect(fieldErrorsUnder(offline, 'address')).toBe(offline);
  });
});
