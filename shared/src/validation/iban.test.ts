import { expectVerdicts } from '@portal/shared/testing';
import { isValidCcc, isValidSpanishIban, normalizeIban } from './iban';

describe('Spanish IBAN', () => {
  it('accepts a normal 24-character ES IBAN, with or without spaces', () => {
    expectVerdicts(isValidSpanishIban, {
      accepts: ['ES9121000418450200051332', 'es91 2100 0418 4502 0005 1332'],
      refuses: [],
    });
    expect(normalizeIban('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });

  it('rejects a wrong IBAN checksum, a wrong account control digit and other countries', () => {
    expectVerdicts(isValidSpanishIban, {
      accepts: [],
      refuses: [
        'ES9121000418450200051333',
        'ES7921000418450200051332',
        'DE89370400440532013000',
        'GB82WEST12345698765432',
      ],
    });
  });

  // customer-area §5: "must pass the Spanish checksum (20 or 22 characters; a 22-character value ends in a digit
  // and a letter from F, P, R, C, X, Y, Z)".
  it('accepts the 20-character account number (CCC) when its control digits are right', () => {
    expect(isValidCcc('21000418450200051332')).toBe(true);
    expectVerdicts(isValidSpanishIban, {
      accepts: ['2100 0418 45 0200051332'],
      refuses: ['21000418460200051332'],
    });
  });

  it('accepts 22 characters only when they end in a digit and one of F, P, R, C, X, Y, Z', () => {
    expectVerdicts(isValidSpanishIban, {
      accepts: ['210004184502000513321F', '210004184502000513320Z'],
      refuses: ['210004184502000513321T', '2100041845020005133211', '210004184602000513321F'],
    });
  });

  it('rejects other lengths and what is not a string', () => {
    expectVerdicts(isValidSpanishIban, { accepts: [], refuses: ['ES91210004184502000513', '', undefined] });
  });
});
