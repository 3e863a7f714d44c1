// Spanish postal codes: exactly 5 characters (customer-area §5), all digits, starting with a province 01 to 52.
export function isValidPostalCode(value: string | undefined | null): boolean {
  if (typeof value !== 'string' || !/^\d{5}$/.test(value.trim())) return false;
  const province = Number(value.trim().slice(0, 2));
  return province >= 1 && province <= 52;
}
