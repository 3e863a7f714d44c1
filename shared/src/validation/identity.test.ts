import { expectVerdicts } from '@portal/shared/testing';
import { isCompanyId, isValidCif, isValidDni, isValidNie, isValidNif } from './identity';

describe('Spanish tax ids', () => {
  it('checks the DNI letter', () => {
    expectVerdicts(isValidDni, { accepts: ['54362315K', '54362315-k'], refuses: ['54362315Z', '5436231'] });
  });

  it('checks the NIE letter', () => {
    expectVerdicts(isValidNie, {
      accepts: ['X5253868R', 'X-5253868-R'],
      refuses: ['X5253868T', '54362315K'],
    });
  });

  it('checks the CIF control character', () => {
    expectVerdicts(isValidCif, { accepts: ['B58378431', 'B64717838'], refuses: ['B64717839'] });
  });

  it('takes any of the three as a NIF, with the ES prefix the sign-up adds for checking', () => {
    expectVerdicts(isValidNif, {
      accepts: ['54362315K', 'X5253868R', 'B64717838', 'ES B-58378431', 'ES54362315K'],
      refuses: ['B64717839', '', undefined],
    });
  });

  // python-stdnum es/nif.py: a K, L or M NIF carries the DNI letter of its seven digits (1234567 % 23 = 19, 'L').
  it.each(['M1234567L', 'M-1234567-L', 'K1234567L', 'l1234567l', 'ES M1234567L', 'K0123456S'])(
    'takes %s, a K, L or M NIF with the DNI letter of its seven digits',
    (nif) => expect(isValidNif(nif)).toBe(true),
  );

  it.each([
    ['M1234567T', 'wrong letter'],
    ['K1234567J', 'wrong letter'],
    ['L1234567A', 'wrong letter'],
    ['ES K1234567R', 'wrong letter, with the ES prefix'],
    ['M12345678L', 'eight digits'],
    ['M123456L', 'six digits'],
    ['M1234567', 'no letter'],
  ])('refuses %s as a NIF (%s)', (nif) => expect(isValidNif(nif)).toBe(false));

  it('does not take a K, L or M NIF as a DNI, whatever its letter', () => {
    expectVerdicts(isValidDni, { accepts: [], refuses: ['M1234567L', 'M1234567T'] });
    expect(isCompanyId('M1234567L')).toBe(false);
  });

  it('tells a company id from a personal one', () => {
    expectVerdicts(isCompanyId, { accepts: ['B64717838'], refuses: ['54362315K', 'X5253868R'] });
  });
});
