// One error shape for the whole API: `{"message": ...}` and, on a 400, `{"errors": {"field": "message"}}`.
// Bad input of any kind (malformed JSON, wrong types, unknown fields, oversized bodies) is a 4xx, never a 5xx.
import type { FastifyError, FastifyInstance } from 'fastify';
import { FILLED_PATTERN, declaredMessage, formatMessage } from './formats';
import { MESSAGES } from './messages';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class ValidationError extends ApiError {
  constructor(readonly errors: FieldErrors) {
    super(400, 'validation_error', { errors });
    this.name = 'ValidationError';
  }
}

export const notFound = (): ApiError => new ApiError(404, 'not_found');

/** Throws a ValidationError when `errors` has any entry. */
export function assertNoErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  /** The schema holding the failed keyword (Ajv's `verbose`): where a field's own blank message is declared. */
  parentSchema?: unknown;
}

function fieldOf(issue: AjvIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child =
    (issue.params.missingProperty as string | undefined) ??
    (issue.params.additionalProperty as string | undefined);
  if (child) return base ? `${base}.${child}` : child;
  return base || '_';
}

/** The schema of the property a `required` issue names, inside the object's schema. */
function missingSchema(issue: AjvIssue): unknown {
  const properties = (issue.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  const missing = issue.params.missingProperty;
  return properties && typeof missing === 'string' && Object.hasOwn(properties, missing)
    ? properties[missing]
    : undefined;
}

function messageOf(issue: AjvIssue): string {
  const blankMessage = (schema: unknown) => declaredMessage(schema) ?? MESSAGES.required;
  switch (issue.keyword) {
    case 'required':
      return blankMessage(missingSchema(issue));
    case 'additionalProperties':
      return MESSAGES.unknownField;
    case 'type':
      return MESSAGES.invalidType;
    case 'maxLength':
      return `${MESSAGES.tooLong} (${String(issue.params.limit)})`;
    case 'format':
      return formatMessage(issue.params.format) ?? MESSAGES.invalid;
    case 'pattern':
      return issue.params.pattern === FILLED_PATTERN ? blankMessage(issue.parentSchema) : MESSAGES.invalid;
    case 'minLength':
      return issue.params.limit === 1
        ? blankMessage(issue.parentSchema)
        : `${MESSAGES.tooShort} (${String(issue.params.limit)})`;
    default:
      return MESSAGES.invalid;
  }
}

export function errorsFromValidation(issues: readonly AjvIssue[]): FieldErrors {
  // A Map, then own properties: a field named `toString` or `__proto__` (an unknown query or body key) is reported
  // under its name like any other, never mistaken for an inherited member.
  const errors = new Map<string, string>();
  for (const issue of issues) {
    // `if`/`then`: the failing `then` reports its own issues; this one only says that it failed.
    if (issue.keyword === 'if') continue;
    const field = fieldOf(issue);
    if (!errors.has(field)) errors.set(field, messageOf(issue));
  }
  return Object.fromEntries(errors);
}

/** Fastify's own client errors, answered with their status and a stable message. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'empty_json_body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'file_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_content_length'],
  FST_REQ_FILE_TOO_LARGE: [413, 'file_too_large'],
  FST_FILES_LIMIT: [413, 'too_many_files'],
  FST_PARTS_LIMIT: [413, 'too_many_parts'],
  FST_FIELDS_LIMIT: [413, 'too_many_fields'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_VALIDATION: [400, 'validation_error'],
};

export function registerErrorHandling(app: FastifyInstance, uploadLimitBytes: number): void {
  const tooLarge = {
    message: 'file_too_large',
    limit_bytes: uploadLimitBytes,
    limit_mb: Math.round(uploadLimitBytes / 1_000_000),
    errors: { file: `${MESSAGES.fileTooLarge} ${Math.round(uploadLimitBytes / 1_000_000)} MB` },
  };
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const retryAfter = error.extra.retry_after_seconds;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ message: 'validation_error', errors: errorsFromValidation(error.validation) });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known?.[1] === 'file_too_large') return reply.status(413).send(tooLarge);
    if (known) return reply.status(known[0]).send({ message: known[1] });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.status(status).send({ message: error.message || 'bad_request' });
    request.log.error(error);
    return reply.status(500).send({ message: 'internal_error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'not_found' }));
}
