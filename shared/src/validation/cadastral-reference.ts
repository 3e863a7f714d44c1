// The Spanish cadastral reference (referencia catastral): 20 characters, 14 for the parcel, 4 for the property and
// two check letters, each computed over one half of the parcel plus the property. Algorithm as documented by
// python-stdnum (stdnum/es/referenciacatastral.py).

const ALPHABET = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ0123456789';
const CHECK_LETTERS = 'MQWERTYUIOPASDFGHJKLBZX';
const WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1];

export function normalizeCadastralReference(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

function checkLetter(part: string): string {
  let sum = 0;
  [...part].forEach((char, index) => {
    const value = /\d/.test(char) ? Number(char) : ALPHABET.indexOf(char) + 1;
    sum += (WEIGHTS[index] ?? 0) * value;
  });
  return CHECK_LETTERS[sum % 23] ?? '';
}

export function cadastralCheckLetters(reference: string): string {
  const property = reference.slice(14, 18);
  return checkLetter(reference.slice(0, 7) + property) + checkLetter(reference.slice(7, 14) + property);
}

/** 20 characters of the cadastral alphabet whose last two are the check letters (spaces and dashes ignored). */
export function isValidCadastralReference(value: string | undefined | null): boolean {
  if (typeof value !== 'string') return false;
  const reference = normalizeCadastralReference(value);
  if ([...reference].length !== 20 || ![...reference].every((char) => ALPHABET.includes(char))) return false;
  return cadastralCheckLetters(reference) === reference.slice(18);
}
