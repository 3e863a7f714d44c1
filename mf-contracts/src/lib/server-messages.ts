// The reference API answers the spec's message keys (customer-area §5 and §8: iban_field_invalid,
// power_modification_same, ...) or its English sentences; the customer reads them in the active locale.
import { t } from '@lingui/core/macro';
import { HttpError, isHttpError } from '@portal/shared/http';

/** The customer's text for a message of the API; an unknown message is shown as it came. */
export function serverMessage(message: string): string {
  switch (message) {
    case 'The field cannot be empty':
      return t`The field cannot be empty`;
    case 'The value is not valid':
      return t`The value is not valid`;
    case 'validation email not valid':
      return t`The e-mail is not valid`;
    case 'phone not valid':
      return t`The phone is not valid`;
    case 'The postal code must have 5 characters':
      return t`The postal code must have 5 characters`;
    case 'not valid ref':
      return t`The cadastral reference is not valid`;
    case 'iban_field_invalid':
      return t`The IBAN is not valid`;
    case 'iban_change_validation':
      return t`Enter the new IBAN and confirm that you are the holder of the account`;
    case 'iban_change_has_files':
      return t`Attach a document of the bank account`;
    case 'power_modification_validation':
      return t`The power must be above 0`;
    case 'power_modification_same':
      return t`The power is the same as the current one`;
    case 'power_same_error_modification_close':
      return t`The powers requested are the same as the current ones: nothing to change`;
    case 'error_usuario_otra_vivienda_habitual_activa':
    case 'error_ov_otra_vivienda_habitual':
      return t`This address is the habitual residence of another of your active contracts: it cannot be its notification address`;
    case 'no_error_defined':
      return t`The address could not be changed. Try again later.`;
    case 'request_in_process':
      return t`A request of this kind is already in process.`;
    case 'atr_not_available':
      return t`A process is under way on this contract: this change cannot be requested now.`;
    case 'contract_not_active':
      return t`Only an active contract can be changed.`;
    default:
      return message;
  }
}

/** The same error with each field error `[field, message]` passed through `change`; any other failure as it came. */
function withFieldErrors(error: unknown, change: (entry: [string, string]) => [string, string]): unknown {
  if (!isHttpError(error)) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(change));
  return new HttpError(error.status, error.message, errors, error.body);
}

/** The same error with its field messages in the customer's words (for `applyServerErrors`). */
export function translatedFieldErrors(error: unknown): unknown {
  return withFieldErrors(error, ([field, message]) => [field, serverMessage(message)]);
}

/**
 * The same error with the fields of one object of the body named as the form names them: the API names a new
 * address's fields `address.<field>` (its declared schema), the address form's fields are the bare names.
 */
export function fieldErrorsUnder(error: unknown, object: string): unknown {
  const prefix = `${object}.`;
  return withFieldErrors(error, ([field, message]) => [
    field.startsWith(prefix) ? field.slice(prefix.length) : field,
    message,
  ]);
}
