// Every schema of the contract. The API registers them as shared schemas (`app.addSchema`), routes name them in
// their `response` (and bodies) with `ref('Name')`, and the OpenAPI document lists them under `components.schemas`,
// from which @portal/shared/api-types is generated (`pnpm --filter @portal/api openapi`).
import { authSchemas } from './auth';
import { batteriesSchemas } from './batteries';
import { casesSchemas } from './cases';
import { consumptionSchemas } from './consumption';
import { contractingSchemas } from './contracting';
import { contractsSchemas } from './contracts';
import { customizeSchemas } from './customize';
import { errorSchemas } from './errors';
import { geoSchemas } from './geo';
import { invoicesSchemas } from './invoices';
import { parameterSchemas } from './parameters';
import { paymentsSchemas } from './payments';
import { platformSchemas } from './platform';
import type { ContractSchema } from './schema';
import { settingsSchemas } from './settings';
import { toolsSchemas } from './tools';

export type { ContractSchema } from './schema';
export { errorAnswer } from './errors';
export { MULTIPART_FORMS, UPLOAD_MEDIA_TYPES, multipartName } from './schema';
export { ATC_FORM, IBAN_FORM } from './contracts';
export { CASE_FORM, MESSAGE_FORM, UNSIGNED_FORM } from './cases';

export const CONTRACT_SCHEMAS: readonly ContractSchema[] = [
  ...errorSchemas,
  ...authSchemas,
  ...settingsSchemas,
  ...customizeSchemas,
  ...invoicesSchemas,
  ...paymentsSchemas,
  ...consumptionSchemas,
  ...batteriesSchemas,
  ...contractingSchemas,
  ...toolsSchemas,
  ...contractsSchemas,
  ...geoSchemas,
  ...casesSchemas,
  ...platformSchemas,
  ...parameterSchemas,
];

const NAMES = new Set(CONTRACT_SCHEMAS.map((schema) => schema.$id));

/** A reference to a schema of the contract by name, for a route's `response` or `body`. */
export function ref(name: string): { $ref: string } {
  if (!NAMES.has(name)) throw new Error(`No schema ${name} in the contract (api/src/contract)`);
  return { $ref: `${name}#` };
}

/** A list of one schema of the contract. */
export function listOf(name: string): { type: 'array'; items: { $ref: string } } {
  return { type: 'array', items: ref(name) };
}

/** Media types of the files the API sends (downloads). */
export const MEDIA = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  image: 'image/*',
} as const;

/**
 * A file download's answer for a route's `response`: the file itself (`format: binary`) in one of these media types,
 * named by its `content-disposition` header (customer-area §7: "a file named from the content-disposition header").
 */
export function download(
  description: string,
  mediaTypes: readonly string[],
): { description: string; content: Record<string, { schema: { type: 'string'; format: 'binary' } }> } {
  return {
    description: `${description} The file's name is in \`content-disposition\`.`,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } as const }]),
    ),
  };
}
