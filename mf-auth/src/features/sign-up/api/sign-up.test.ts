import { signUpRequest } from './sign-up';

describe('signUpRequest (FormConfirm)', () => {
  const values = {
    nif: '12345678Z',
    contract: '0001',
    invoiceNumber: '',
    email: 'a@example.com',
    email2: 'a@example.com',
    phone: '',
    accept: true,
  };
  it('sends one acceptance as both accept_conditions and accept_gdpr, and no empty optional field', () => {
    expect(signUpRequest(values)).toEqual({
      nif: '12345678Z',
      contract: '0001',
      email: 'a@example.com',
      email2: 'a@example.com',
      accept_conditions: true,
      accept_gdpr: true,
    });
  });
  it('removes the ES prefix from the tax id', () => {
    expect(signUpRequest({ ...values, nif: 'ES12345678z' }).nif).toBe('12345678Z');
  });
  it('adds phone (with +34) and invoice number when given', () => {
    expect(signUpRequest({ ...values, phone: '612 345 678', invoiceNumber: 'F1' })).toMatchObject({
      phone: '+34612345678',
      invoiceNumber: 'F1',
    });
  });
});
