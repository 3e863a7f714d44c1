// Small text checks.
import { isValidEmail } from '@portal/shared/validation';

/** An e-mail address by the portal's forms' rule (@portal/shared/validation), so both refuse the same values. */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && isValidEmail(value);
}

/** YYYY-MM-DD that is a real date. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
