// Typed errors of the one HTTP client: status, the server's message and its per-field errors map.

/** Per-field errors as the API sends them in a 400: `{"errors": {"field": "message"}}`. */
export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: unknown;

  constructor(status: number, message: string, errors: FieldErrors = {}, body: unknown = undefined) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

/** A request that never got an answer (offline, DNS, CORS, aborted). */
export class NetworkError extends Error {
  constructor(message = 'network_error') {
    super(message);
    this.name = 'NetworkError';
  }
}

/** A call the API did not finish answering within the time limit (httpConfig().timeoutMs): the server may be hung.
 * A NetworkError, so everything that handles "no answer" (error panels with Retry) handles it too. */
export class TimeoutError extends NetworkError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super('timeout');
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

/**
 * What a detail page reads as "not found": a 404, or a 400 for a GET whose only input is the address's id (the API
 * refuses an id that cannot be one, such as a contract name with a space, with a 400 naming the parameter).
 */
export function isNotFoundError(error: unknown): error is HttpError {
  return isHttpError(error, 404) || isHttpError(error, 400);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Reads the error body, whatever its shape (JSON, or JSON inside a blob or file response). */
export async function httpErrorFrom(response: Response): Promise<HttpError> {
  let text = '';
  try {
    text = await response.clone().text();
  } catch {
    text = '';
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  const record = asRecord(body);
  const message =
    (typeof record?.message === 'string' && record.message) ||
    (typeof record?.error === 'string' && record.error) ||
    response.statusText ||
    `HTTP ${response.status}`;
  const errors: FieldErrors = {};
  const rawErrors = asRecord(record?.errors);
  if (rawErrors) {
    for (const [field, value] of Object.entries(rawErrors)) {
      errors[field] = Array.isArray(value) ? value.map(String).join(' ') : String(value);
    }
  }
  return new HttpError(response.status, message, errors, body);
}
