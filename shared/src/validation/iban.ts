// Spanish bank accounts. customer-area §5: "IBAN: must pass the Spanish checksum (20 or 22 characters; a
// 22-character value ends in a digit and a letter from F, P, R, C, X, Y, Z)". Read literally:
// - 20 characters: the CCC (bank, branch, 2 control digits, account), checked with the Spanish control digits;
// - 22 characters: a CCC followed by a digit and one of F, P, R, C, X, Y, Z (the spec's shape; note that it is the
//   CUPS border-point suffix, which suggests the source mixed up two validators);
// - and, as the product needs, a normal 24-character ES IBAN (ES, mod-97 check digits, then the CCC).
import { electronicFormatIBAN, isValidBBAN, isValidIBAN } from 'ibantools';

export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/[\s-]+/g, '').toUpperCase();
}

/** The 20-digit Código Cuenta Cliente with its two control digits. */
export function isValidCcc(value: string): boolean {
  return /^\d{20}$/.test(value) && isValidBBAN(value, 'ES');
}

export function isValidSpanishIban(value: string | undefined | null): boolean {
  if (typeof value !== 'string') return false;
  const iban = normalizeIban(value);
  switch (iban.length) {
    case 24:
      return iban.startsWith('ES') && isValidIBAN(iban);
    case 22:
      return /\d[FPRCXYZ]$/.test(iban) && isValidCcc(iban.slice(0, 20));
    case 20:
      return isValidCcc(iban);
    default:
      return false;
  }
}
