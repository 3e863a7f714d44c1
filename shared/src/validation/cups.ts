// CUPS (Código Unificado de Punto de Suministro), the id of an electricity or gas supply point: ES, 16 digits
// (distributor and supply point), two check letters from the 16 digits mod 529, and an optional border-point suffix
// of one digit and one letter from F, P, R, C, X, Y, Z. So 20 or 22 characters: nothing else is a CUPS.
// Algorithm as documented by python-stdnum (stdnum/es/cups.py).

const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CUPS_PATTERN = /^ES(\d{16})([A-Z]{2})(\d[FPRCXYZ])?$/;

/** As the spec says: spaces removed, the letter O read as a zero, upper case. */
export function normalizeCups(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().replace(/O/g, '0');
}

/** The two check letters of the 16 digits after ES. */
export function cupsCheckLetters(digits: string): string {
  // 16 digits exceed Number's safe range: reduce mod 529 digit by digit.
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 529;
  return `${CHECK_LETTERS[Math.floor(rest / 23)]}${CHECK_LETTERS[rest % 23]}`;
}

/**
 * 20 characters, or 22 with the border-point suffix, and valid check letters; the value is normalised first. The
 * spec's "20 to 22 characters" (customer-area §5) is read as the standard's two lengths: a 21-character value is
 * refused, as python-stdnum refuses it.
 */
export function isValidCups(value: string | undefined | null): boolean {
  if (typeof value !== 'string') return false;
  const match = CUPS_PATTERN.exec(normalizeCups(value));
  if (!match?.[1] || !match[2]) return false;
  return cupsCheckLetters(match[1]) === match[2];
}
