// A failed change (customer-area §8 "Contracts"): a 400's field errors go on their fields (in the customer's words),
// anything else shows the generic error above the form. What was typed stays.
import { t } from '@lingui/core/macro';
import { isHttpError } from '@portal/shared/http';
import {
  type FieldValues,
  type UseFormReturn,
  applyServerErrors,
  setServerError,
} from '@portal/shared/forms';
import { serverMessage, translatedFieldErrors } from '../../../lib/server-messages';

export function showChangeError<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  error: unknown,
  /** The message for a failure no field owns (by default "The operation cannot be done now"). */
  fallback?: string,
): void {
  const unmatched = applyServerErrors(form, translatedFieldErrors(error));
  const onFields = isHttpError(error, 400) && Object.keys(error.errors).length > unmatched.length;
  if (onFields && unmatched.length === 0) return;
  if (unmatched.length > 0) return setServerError(form, unmatched.join(' '));
  if (isHttpError(error) && error.status !== 401 && serverMessage(error.message) !== error.message)
    return setServerError(form, serverMessage(error.message));
  setServerError(form, fallback ?? t`The operation cannot be done now. Try again later.`);
}
