import type { SignUpResponse } from '@portal/shared/api-types';
import { type TestApp, testApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

const valid = {
  nif: '11111111H',
  contract: '0050001',
  email: 'marta@example.com',
  email2: 'marta@example.com',
  accept_conditions: true,
  accept_gdpr: true,
  phone: '+34611000222',
};
const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/signup/confirm', payload, headers });

describe('POST /api/v1/signup/confirm', () => {
  it('activates the account of a customer without one and renders the body', async () => {
    const res = await post({ ...valid, nif: 'ES11111111H' }, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(200);
    const { render } = res.json<SignUpResponse>();
    expect(render.errors).toEqual([]);
    expect(render.format).toBe('html');
    expect(render.body).toContain('marta@example.com');
  });

  it('answers backend errors in render.errors when the contract and tax id do not match or an account exists', async () => {
    const wrong = (await post({ ...valid, contract: '0010001' })).json<SignUpResponse>();
    expect(wrong.render.errors).toEqual(['El número de contrato y el NIF no coinciden con nuestros datos.']);
    const exists = (await post({ ...valid, nif: '12345678Z', contract: '0010001' })).json<SignUpResponse>();
    expect(exists.render.errors).toEqual(['Ya existe una cuenta en línea para este NIF.']);
  });

  it('answers 400 with the spec messages for bad input', async () => {
    const res = await post({
      nif: '123',
      contract: '',
      email: 'marta@example.com',
      email2: 'otra@example.com',
      accept_conditions: false,
      accept_gdpr: true,
      phone: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      nif: 'invalid VAT',
      contract: 'The field cannot be empty',
      email2: 'emails do not match',
      phone: 'phone not valid',
      accept_conditions: 'contractation ov validation',
    });
    expect((await post({ ...valid, accept_gdpr: 'yes' })).statusCode).toBe(400);
    expect((await post({ ...valid, admin: true })).json().errors).toEqual({ admin: 'Unknown field' });
  });
});
