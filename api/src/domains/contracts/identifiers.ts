// Valid identifiers for the demo data, computed with the same check algorithms the portal validates with.
import { cadastralCheckLetters, cupsCheckLetters } from '@portal/shared/validation';
import type { Random } from '../../core/random';

function digits(rng: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(rng.int(0, 9));
  return out;
}

/** ES + distributor (4 digits) + 12 digits + check letters (+ `0F` border point on some). */
export function makeCups(rng: Random, distributor: string, gas = false): string {
  const body = `${distributor}${digits(rng, 12)}`;
  return `ES${body}${cupsCheckLetters(body)}${gas ? '' : '0F'}`;
}

const PARCEL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

export function makeCadastralReference(rng: Random): string {
  let parcel = digits(rng, 7);
  for (let i = 0; i < 7; i += 1) parcel += PARCEL_ALPHABET[rng.int(0, PARCEL_ALPHABET.length - 1)];
  const head = `${parcel}${digits(rng, 4)}`;
  return `${head}${cadastralCheckLetters(`${head}XX`)}`;
}

function cccDigit(value: string, weights: readonly number[]): number {
  const sum = [...value].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  const d = 11 - (sum % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}

/** A Spanish IBAN (ES + mod-97 digits + bank, branch, CCC control digits, account). */
export function makeIban(bank: string, branch: string, account: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const control = `${cccDigit(`00${bank}${branch}`, weights)}${cccDigit(account, weights)}`;
  const bban = `${bank}${branch}${control}${account}`;
  const numeric = `${bban}142800`;
  let rest = 0;
  for (const d of numeric) rest = (rest * 10 + Number(d)) % 97;
  return `ES${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** ES91 2100 0418 4502 0005 1332 */
export function printableIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}
