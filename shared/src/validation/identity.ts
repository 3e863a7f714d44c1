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

/** DNI: 8 digits and the check letter. */
export function isValidDni(value: string | undefined | null): boolean {
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

/** Any of the three (stdnum's NIF also takes the ES prefix, K, L and M ids). */
export function isValidNif(value: string | undefined | null): boolean {
  return valid(es.nif, value) || isValidDni(value) || isValidNie(value) || isValidCif(value);
}

/** A company id (CIF) rather than a person's: where only a personal id is accepted, this one is refused. */
export function isCompanyId(value: string | undefined | null): boolean {
  return isValidCif(value) && !isValidDni(value) && !isValidNie(value);
}
