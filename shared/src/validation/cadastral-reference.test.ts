import { cadastralCheckLetters, isValidCadastralReference } from './cadastral-reference';

// Reference vectors from python-stdnum's stdnum/es/referenciacatastral.py documentation.
describe('cadastral reference', () => {
  it('accepts valid references, with or without separators', () => {
    expect(isValidCadastralReference('7837301-VG8173B-0001 TT')).toBe(true); // Lanteira town hall
    expect(isValidCadastralReference('4A08169P03PRAT0001LR')).toBe(true); // Barcelona airport
    expect(isValidCadastralReference('4a08169 p03prat 0001 lr')).toBe(true);
  });

  it('computes both check letters', () => {
    expect(cadastralCheckLetters('7837301VG8173B0001')).toBe('TT');
  });

  it.each([
    ['783301 VG8173B 0001 TT', 'a digit missing'],
    ['7837301/VG8173B 0001 TT', 'not alphanumeric'],
    ['7837301 VG8173B 0001 NN', 'bad check letters'],
    ['', 'empty'],
  ])('rejects %s (%s)', (reference) => expect(isValidCadastralReference(reference)).toBe(false));
});
