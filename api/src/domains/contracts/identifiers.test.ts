import { isValidCadastralReference, isValidCups, isValidSpanishIban } from '@portal/shared/validation';
import { seededRandom } from '../../core/random';
import { makeCadastralReference, makeCups, makeIban, printableIban } from './identifiers';

describe('demo identifiers', () => {
  const rng = seededRandom(7);
  it('makes CUPS, cadastral references and IBANs that the portal validates', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(isValidCups(makeCups(rng, '0031'))).toBe(true);
      expect(isValidCups(makeCups(rng, '0230', true))).toBe(true);
      expect(isValidCadastralReference(makeCadastralReference(rng))).toBe(true);
      const account = String(rng.int(0, 9_999_999_999)).padStart(10, '0');
      expect(isValidSpanishIban(makeIban('2100', '0418', account))).toBe(true);
    }
  });
  it('matches a published IBAN and prints it in groups of four', () => {
    expect(makeIban('2100', '0418', '0200051332')).toBe('ES9121000418450200051332');
    expect(printableIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });
});
