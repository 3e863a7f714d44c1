// The API's one error shape (core/errors.ts), as the contract states it: every 4xx and 5xx answer is an
// `ErrorResponse`; a 400 of bad input also names each field (`ValidationErrorResponse`).
import type { ContractSchema } from './schema';

export const errorSchemas: readonly ContractSchema[] = [
  {
    $id: 'ErrorResponse',
    type: 'object',
    description:
      'Any error answer: `message` is a stable code (`not_found`, `token_expired`, `forbidden`, ...). Some errors add fields (a 413 its `limit_bytes` and `limit_mb`, a 429 its `retry_after`).',
    properties: {
      message: { type: 'string', description: 'A stable code the portal translates, e.g. `token_expired`.' },
      errors: { $ref: 'FieldErrors#' },
    },
    required: ['message'],
    additionalProperties: true,
  },
  {
    $id: 'FieldErrors',
    type: 'object',
    description:
      'A message per field of the input, by its dotted name (`owner.email`), shown under that field.',
    additionalProperties: { type: 'string' },
  },
  {
    $id: 'ValidationErrorResponse',
    type: 'object',
    description:
      'A 400 of bad input (customer-area §8: "400 shows field errors"): `validation_error` and a message per field.',
    properties: {
      message: { type: 'string' },
      errors: { $ref: 'FieldErrors#' },
    },
    required: ['message', 'errors'],
    additionalProperties: true,
  },
];

/**
 * The errors a call may answer besides its own, each written once: which schema and what it means. The document
 * adds them to every call they apply to (core/openapi.ts): 400 with input, 401 with a session, 403 on a write with
 * a session, 404 with path parameters.
 */
export const ERROR_RESPONSES = {
  400: { schema: 'ValidationErrorResponse', description: 'Bad input: a message per field.' },
  401: {
    schema: 'ErrorResponse',
    description: 'No session: no token, an expired one (`token_expired`) or a revoked one.',
  },
  403: { schema: 'ErrorResponse', description: 'A read-only (impersonation) token: `read_only_token`.' },
  404: {
    schema: 'ErrorResponse',
    description: "Nothing of the customer's by that name or id (another customer's data is a 404 too).",
  },
} as const;

/**
 * An error answer of the contract for a route's `response`: the common ones are added to every call by its hooks
 * (core/openapi.ts); a route names one itself where its handler answers it (a session asked for only in one mode).
 */
export function errorAnswer(
  status: keyof typeof ERROR_RESPONSES,
  description: string = ERROR_RESPONSES[status].description,
): { description: string; $ref: string } {
  return { description, $ref: `${ERROR_RESPONSES[status].schema}#` };
}
