// The values path parameters and queries are made of (issue 15 finding 6: "have every route's input validated by a
// declared schema rather than hand checks"); each route's `params` and `querystring` are the contract's named schemas
// (src/contract/parameters.ts). A value that cannot be one (a contract name with a quote, an id that is not a number,
// a download type outside the list) is a 400 `validation_error` naming the parameter, before any handler runs; a
// well-formed value that names nothing of the customer's stays a 404 in the handler.
import type { FastifyRequest } from 'fastify';

/** A contract's name (the contract number, `{name}` / `{contractName}` of the spec's calls) or its numeric id. */
export const contractRef = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$' } as const;

/** A numeric id in a path (a row id: digits only, at most 12). */
export const numericId = { type: 'string', pattern: '^[0-9]{1,12}$' } as const;

/** A body that carries nothing: absent, or an object without fields (any field is "Unknown field"). */
export const noPayload = { type: 'object', properties: {}, additionalProperties: false } as const;

/** preValidation: an absent body is read as `{}`, so `noPayload` also takes the bodiless POST the portal sends. */
export const absentBodyIsEmpty = async (request: FastifyRequest): Promise<void> => {
  request.body ??= {};
};
