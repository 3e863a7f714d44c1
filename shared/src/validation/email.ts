// E-mail addresses: the rule the portal's forms apply (valibot's `email`, on the trimmed value), so the API refuses
// exactly what a form would (customer-area §5 "validation email not valid").
import * as v from 'valibot';

const EMAIL = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());

export function isValidEmail(value: string | undefined | null): boolean {
  return typeof value === 'string' && v.is(EMAIL, value);
}
