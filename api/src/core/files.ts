// Files in and out: uploads (multipart or JSON data URLs) with the size limit and accepted types, safe file names,
// and the content-disposition header of downloads.
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { unsafeUpload } from '@portal/shared/validation/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ValidationError } from './errors';
import { type FieldRule, ruleErrors, ruleSchema } from './formats';
import { MESSAGES } from './messages';
import { detectUploadType } from './upload-content';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface FormInput {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

export interface ReadFormOptions {
  /** Every accepted non-file field; anything else is a 400 `unknown field`. */
  fields: readonly string[];
  /** Fields that carry files (multipart parts, or JSON `{name, content}` data URLs / lists of them). */
  fileFields: readonly string[];
  maxFiles?: number;
  /** Declared rules of some of `fields` (strings only): checked by the JSON schema, and on multipart parts alike. */
  rules?: Readonly<Record<string, FieldRule>>;
}

const ACCEPTED = /^(image\/[\w.+-]+|application\/pdf)$/;
const EXTENSIONS: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** A file name without directories or control characters, or undefined when it tries to escape (`..`, `/`). */
export function safeFileName(name: string): string | undefined {
  const trimmed = name.trim();
  if (
    !trimmed ||
    trimmed.length > 200 ||
    /[/\\\0]/.test(trimmed) ||
    trimmed.split('.').every((p) => p === '')
  )
    return undefined;
  if (trimmed.includes('..')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
  return trimmed.replace(/[\u0000-\u001f\u007f"]/g, '_');
}

/** RFC 6266 header with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(filename: string, inline = false): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function sendFile(
  reply: FastifyReply,
  file: { filename: string; mimetype: string; data: Buffer | Readable },
): FastifyReply {
  return reply
    .header('content-type', file.mimetype)
    .header('content-disposition', contentDisposition(file.filename))
    .header('access-control-expose-headers', 'content-disposition')
    .send(file.data);
}

function checkFile(file: UploadedFile, limit: number): UploadedFile {
  const name = safeFileName(file.filename);
  // Never SVG (script in an image) nor a name with bidirectional overrides (a disguised extension), as in the portal.
  const unsafe = unsafeUpload({ name: file.filename, type: file.mimetype });
  if (!name || unsafe === 'fileName') throw new ValidationError({ [file.field]: 'invalid file name' });
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  const mimetype =
    file.mimetype === 'application/octet-stream' ? (EXTENSIONS[ext] ?? file.mimetype) : file.mimetype;
  if (unsafe === 'fileType' || !ACCEPTED.test(mimetype))
    throw new ValidationError({ [file.field]: MESSAGES.fileType });
  if (file.data.length > limit) throw tooLarge(limit, file.field);
  // The content, not the declared type, says what the file is (issue 42 finding 10): HTML sent as image/png is refused.
  const detected = detectUploadType(file.data);
  if (!detected) throw new ValidationError({ [file.field]: MESSAGES.fileType });
  return { ...file, filename: name, mimetype: detected };
}

export function tooLarge(limit: number, field = 'file'): ApiError {
  const mb = Math.round(limit / 1_000_000);
  return new ApiError(413, 'file_too_large', {
    limit_bytes: limit,
    limit_mb: mb,
    errors: { [field]: `${MESSAGES.fileTooLarge} ${mb} MB` },
  });
}

function fromDataUrl(field: string, value: unknown): UploadedFile {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  const content = record?.content;
  const name = record?.name;
  const match =
    typeof content === 'string' ? /^data:([\w.+/-]+);base64,([A-Za-z0-9+/=\s]*)$/.exec(content) : null;
  if (!match || typeof name !== 'string') throw new ValidationError({ [field]: MESSAGES.fileType });
  return { field, filename: name, mimetype: match[1] ?? '', data: Buffer.from(match[2] ?? '', 'base64') };
}

async function readMultipart(
  request: FastifyRequest,
  options: ReadFormOptions,
  limit: number,
): Promise<FormInput> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const errors: Record<string, string> = {};
  const parts = request.parts({ limits: { fileSize: limit, files: options.maxFiles ?? 6, fields: 50 } });
  try {
    await collectParts(parts, options, fields, files, errors);
  } catch (error) {
    // Size and count limits carry their status; anything else is a malformed body (busboy: "Unexpected end of form").
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw new ApiError(400, 'invalid_multipart');
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const broken = ruleErrors(fields, options.rules ?? {});
  if (Object.keys(broken).length) throw new ValidationError(broken);
  return { fields, files };
}

async function collectParts(
  parts: AsyncIterable<Multipart>,
  options: ReadFormOptions,
  fields: Record<string, unknown>,
  files: UploadedFile[],
  errors: Record<string, string>,
): Promise<void> {
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (!options.fileFields.includes(part.fieldname)) errors[part.fieldname] = MESSAGES.unknownField;
      else files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    } else if (options.fields.includes(part.fieldname)) {
      fields[part.fieldname] = part.value;
    } else errors[part.fieldname] = MESSAGES.unknownField;
  }
}

function readJson(request: FastifyRequest, options: ReadFormOptions): FormInput {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'invalid_body');
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (options.fileFields.includes(key)) {
      if (value === null || value === undefined || value === '') continue;
      for (const item of Array.isArray(value) ? value : [value]) files.push(fromDataUrl(key, item));
    } else if (options.fields.includes(key)) fields[key] = value;
    else errors[key] = MESSAGES.unknownField;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { fields, files };
}

const FILE_SCHEMA = {
  type: 'object',
  required: ['name', 'content'],
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 200 }, content: { type: 'string' } },
} as const;

/**
 * The declared body schema of a form route: JSON forms carry scalar fields and `{name, content}` files, nothing else
 * (`{"toString": 1}` is a 400 before any handler reads it). A multipart request has no parsed body (Fastify validates
 * it as `null`): its parts are strings by construction and readForm checks their names against the same lists, and
 * the declared `rules` with `ruleErrors` (the same messages).
 */
export function formBodySchema(options: ReadFormOptions): Record<string, unknown> {
  const scalar = { type: ['string', 'number', 'boolean', 'null'], maxLength: 20_000 };
  const file = {
    anyOf: [
      { type: 'null' },
      { type: 'string', maxLength: 0 },
      FILE_SCHEMA,
      // The count is readForm's (413 too_many_files, like multipart).
      { type: 'array', items: FILE_SCHEMA },
    ],
  };
  const rules = options.rules ?? {};
  const ruled = (field: string) => (Object.hasOwn(rules, field) ? rules[field] : undefined);
  return {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: Object.fromEntries([
      ...options.fields.map((field) => {
        const rule = ruled(field);
        return [field, rule ? ruleSchema(rule, scalar.maxLength) : scalar];
      }),
      ...options.fileFields.map((field) => [field, file]),
    ]),
    required: options.fields.filter((field) => ruled(field)?.filled),
  };
}

/** Reads a form sent as multipart/form-data or as JSON (files as `{name, content: "data:...;base64,..."}`). */
export async function readForm(request: FastifyRequest, options: ReadFormOptions): Promise<FormInput> {
  const limit = request.server.config.uploadLimitBytes;
  const input = request.isMultipart()
    ? await readMultipart(request, options, limit)
    : readJson(request, options);
  if (input.files.length > (options.maxFiles ?? 6)) throw new ApiError(413, 'too_many_files');
  return { fields: input.fields, files: input.files.map((file) => checkFile(file, limit)) };
}
