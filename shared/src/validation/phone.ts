// Phone numbers through libphonenumber-js (its metadata knows every country's plan); national numbers are read
// in the default country, ES unless told (customer-area §5).
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'ES';

export function isValidPhone(value: string | undefined | null, defaultCountry: CountryCode = 'ES'): boolean {
  if (typeof value !== 'string' || !value.trim()) return false;
  try {
    return isValidPhoneNumber(value, defaultCountry);
  } catch {
    return false;
  }
}

/** The number in E.164 (+34…), as the spec stores mobiles, or undefined when it is not valid. */
export function toE164(value: string, defaultCountry: CountryCode = 'ES'): string | undefined {
  const phone = parsePhoneNumberFromString(value, defaultCountry);
  return phone?.isValid() ? phone.number : undefined;
}
