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
