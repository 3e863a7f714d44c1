// Spanish tax ids through stdnum's es module (a well-kept implementation of their check letters and digits).
// Imported from its CommonJS build: the ESM build has extensionless imports that Node (the API) cannot load, and
// the package index would pull in every country.
import * as es from 'stdnum/lib/cjs/es/index.js';

function valid(validator: { validate: (value: string) => { isValid: boolean } }, value: unknown): boolean {
  if (typeof value !== 'string' || !value.trim()) return false;
  try {
    return validator.validate(value).isValid;
  } catch {
    return false;
  }
}

// The DNI check letters, indexed by the number mod 23.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
// A personal NIF of the K, L or M kind (young Spaniards, Spaniards abroad, foreigners without a NIE): the letter, seven
// digits and the DNI letter of those seven digits (python-stdnum `es/nif.py`).
const KLM_NIF = /^[KLM](\d{7})([A-Z])$/;

/** The value without spaces, dashes, dots or the ES prefix, upper case, as stdnum's NIF reads it ('' if unreadable). */
function compactNif(value: string): string {
  try {
    return es.nif.compact(value);
  } catch {
    return '';
  }
}

/**
 * A K, L or M NIF with the right letter: `true` or `false` for such a value, `undefined` for any other. stdnum's DNI
 * validator takes a K, L or M value with any letter, so these are checked here, before it can be asked.
 */
function klmNif(value: string): boolean | undefined {
  const id = compactNif(value);
  if (!/^[KLM]/.test(id)) return undefined;
  const match = KLM_NIF.exec(id);
  if (!match?.[1] || !match[2]) return false;
  return DNI_LETTERS[Number(match[1]) % 23] === match[2];
}

/** DNI: 8 digits and the check letter (a K, L or M NIF is not a DNI). */
export function isValidDni(value: string | undefined | null): boolean {
  if (typeof value !== 'string' || klmNif(value) !== undefined) return false;
  return valid(es.dni, value);
}

/** NIE: X, Y or Z, 7 digits and the check letter. */
export function isValidNie(value: string | undefined | null): boolean {
  return valid(es.nie, value);
}

/** CIF: a company's tax id (letter, 7 digits, check digit or letter). */
export function isValidCif(value: string | undefined | null): boolean {
  return valid(es.cif, value);
}

/** Any of the three, or a K, L or M NIF with its DNI letter (stdnum's NIF also takes the ES prefix). */
export function isValidNif(value: string | undefined | null): boolean {
  if (typeof value !== 'string') return false;
  const klm = klmNif(value);
  if (klm !== undefined) return klm;
  return valid(es.nif, value) || isValidDni(value) || isValidNie(value) || isValidCif(value);
}

/** A company id (CIF) rather than a person's: where only a personal id is accepted, this one is refused. */
export function isCompanyId(value: string | undefined | null): boolean {
  return isValidCif(value) && !isValidDni(value) && !isValidNie(value);
}
