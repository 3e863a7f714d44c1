import { isValidCcc, isValidSpanishIban, normalizeIban } from './iban';

describe('Spanish IBAN', () => {
  it('accepts a normal 24-character ES IBAN, with or without spaces', () => {
    expect(isValidSpanishIban('ES9121000418450200051332')).toBe(true);
    expect(isValidSpanishIban('es91 2100 0418 4502 0005 1332')).toBe(true);
    expect(normalizeIban('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });

  it('rejects a wrong IBAN checksum, a wrong account control digit and other countries', () => {
    expect(isValidSpanishIban('ES9121000418450200051333')).toBe(false);
    expect(isValidSpanishIban('ES7921000418450200051332')).toBe(false);
    expect(isValidSpanishIban('DE89370400440532013000')).toBe(false);
    expect(isValidSpanishIban('GB82WEST12345698765432')).toBe(false);
  });

  // customer-area §5: "must pass the Spanish checksum (20 or 22 characters; a 22-character value ends in a digit
  // and a letter from F, P, R, C, X, Y, Z)".
  it('accepts the 20-character account number (CCC) when its control digits are right', () => {
    expect(isValidCcc('21000418450200051332')).toBe(true);
    expect(isValidSpanishIban('2100 0418 45 0200051332')).toBe(true);
    expect(isValidSpanishIban('21000418460200051332')).toBe(false);
  });

  it('accepts 22 characters only when they end in a digit and one of F, P, R, C, X, Y, Z', () => {
    expect(isValidSpanishIban('210004184502000513321F')).toBe(true);
    expect(isValidSpanishIban('210004184502000513320Z')).toBe(true);
    expect(isValidSpanishIban('210004184502000513321T')).toBe(false);
    expect(isValidSpanishIban('2100041845020005133211')).toBe(false);
    expect(isValidSpanishIban('210004184602000513321F')).toBe(false);
  });

  it('rejects other lengths and what is not a string', () => {
    expect(isValidSpanishIban('ES91210004184502000513')).toBe(false);
    expect(isValidSpanishIban('')).toBe(false);
    expect(isValidSpanishIban(undefined)).toBe(false);
  });
});
