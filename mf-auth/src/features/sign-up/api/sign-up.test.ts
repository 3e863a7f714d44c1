import { signUpRequest } from './sign-up';

describe('signUpRequest (FormConfirm)', () => {
  const values = {
    nif: '12345678Z',
    contract: '0001',
    invoiceNumber: '',
    cupsSuffix: '',
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
  // Issue 43 item 7: the last 6 CUPS characters, sent as the spec's CUPS rule reads them.
  it('adds the last six characters of the CUPS when given, spaces removed, O read as zero, upper case', () => {
    expect(signUpRequest({ ...values, cupsSuffix: '12o a0f' })).toMatchObject({ cupsSuffix: '120A0F' });
    expect(signUpRequest({ ...values, cupsSuffix: '34ab0f' }).cupsSuffix).toBe('34AB0F');
  });
});
