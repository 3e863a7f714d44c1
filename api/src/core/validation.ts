// The one place the API reaches the shared validation (@portal/shared/validation), so every domain checks the spec's
// section 5 rules with exactly the portal's functions.
export {
  isValidCadastralReference,
  isValidCif,
  isValidCups,
  isValidDni,
  isValidNie,
  isValidNif,
  isValidPhone,
  isValidPostalCode,
  isValidSpanishIban,
  normalizeCups,
} from '@portal/shared/validation';
import { isValidPhone } from '@portal/shared/validation';

/** A phone: at least 4 characters, max 24, valid for the default country ES. */
export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 4 && value.length <= 24 && isValidPhone(value, 'ES');
}
