import { formBodySchema, type ReadFormOptions } from '../core/files';
import { ruleSchema } from '../core/formats';

// The type of one schema of the contract: a JSON Schema (2020-12, the dialect of OpenAPI 3.1) named by its `$id`,
// which is also its name under `components.schemas` of openapi.json and in @portal/shared/api-types.
export interface ContractSchema {
  readonly $id: string;
  readonly [keyword: string]: unknown;
}

/**
 * A request body of the contract, which is also the route's validation schema (`body: ref('Name')`): exactly these
 * fields, any other one a 400 "Unknown field".
 */
export function bodySchema<const P extends Record<string, object>>(
  $id: string,
  description: string,
  properties: P,
  required: readonly (keyof P & string)[],
): ContractSchema {
  return {
    $id,
    description,
    type: 'object',
    properties,
    required: [...required],
    additionalProperties: false,
  };
}

/**
 * A form's request body of the contract (multipart, or JSON with files as `{name, content}` data URLs), which is also
 * the route's validation schema (`body: ref('Name')`): the JSON body `formBodySchema` declares for `form`, the same
 * options the route's `readForm` reads multipart parts with. `descriptions` says, per field, which rule the handler
 * checks and its 400 message.
 */
export function formSchema(
  $id: string,
  description: string,
  form: ReadFormOptions,
  descriptions: Readonly<Record<string, string>> = {},
): ContractSchema {
  const schema = formBodySchema(form) as { properties: Record<string, object> };
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([field, property]) => [
      field,
      Object.hasOwn(descriptions, field) ? { ...property, description: descriptions[field] } : property,
    ]),
  );
  MULTIPART_FORMS.set($id, multipartSchema($id, description, form, descriptions));
  return { $id, description, ...schema, properties };
}

/** The media types a form's file parts may have (api/README.md "Files": any image, PDF). */
export const UPLOAD_MEDIA_TYPES = 'application/pdf, image/*';

/**
 * The multipart/form-data body of each form of the contract, by the name of its JSON body: text parts (strings, with
 * the same declared rules) and file parts (`format: binary`). Documented beside the JSON body of the routes that take
 * it (core/openapi.ts); readForm reads either.
 */
export const MULTIPART_FORMS = new Map<string, ContractSchema>();

/** The name of a form's multipart body in the document: `IbanChangeRequest` → `IbanChangeMultipart`. */
export const multipartName = (jsonName: string): string => `${jsonName.replace(/Request$/, '')}Multipart`;

function multipartSchema(
  jsonName: string,
  description: string,
  form: ReadFormOptions,
  descriptions: Readonly<Record<string, string>>,
): ContractSchema {
  const rules = form.rules ?? {};
  const ruled = (field: string) => (Object.hasOwn(rules, field) ? rules[field] : undefined);
  const described = (field: string, schema: object) =>
    Object.hasOwn(descriptions, field) ? { ...schema, description: descriptions[field] } : schema;
  const maxFiles = form.maxFiles ?? 6;
  const file = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' } as const;
  const fileDescription = `A file part: any image or a PDF, at most 15 MB; at most ${maxFiles} file${maxFiles > 1 ? 's' : ''} in all.`;
  return {
    $id: multipartName(jsonName),
    description: `${description} As multipart/form-data: the text fields as parts, the files as file parts.`,
    type: 'object',
    properties: Object.fromEntries([
      ...form.fields.map((field) => {
        const rule = ruled(field);
        return [
          field,
          described(field, rule ? ruleSchema(rule, 20_000) : { type: 'string', maxLength: 20_000 }),
        ];
      }),
      ...form.fileFields.map((field) => [
        field,
        {
          description: fileDescription,
          ...described(field, maxFiles > 1 ? { type: 'array', items: file, maxItems: maxFiles } : file),
        },
      ]),
    ]),
    required: form.fields.filter((field) => ruled(field)?.filled),
    additionalProperties: false,
  };
}

/** An array of one schema of the contract. */
export const arrayOf = (item: string) => ({ type: 'array', items: { $ref: `${item}#` } }) as const;
const described = (description: string | undefined) => (description === undefined ? {} : { description });

/**
 * A closed object of the contract: exactly `properties` (any other field is not part of it), `required` naming the
 * ones always there (by default every one, in their order), then its description.
 */
export function closed<P extends Record<string, object>>(
  properties: P,
  options: { required?: readonly (keyof P & string)[]; description?: string } = {},
) {
  return {
    type: 'object',
    properties,
    required: [...(options.required ?? Object.keys(properties))],
    additionalProperties: false,
    ...described(options.description),
  } as const;
}

/** The names of `properties` in alphabetical order: the `required` order some schemas have always published. */
export const sortedKeys = <P extends object>(properties: P): (keyof P & string)[] =>
  (Object.keys(properties) as (keyof P & string)[]).sort();

/** A schema of the contract named `$id` (its name under `components.schemas`). */
export function named($id: string, schema: object): ContractSchema {
  return { $id, ...schema };
}

/** A collection answer `{data: [...]}` of one schema of the contract (api/README.md "Lists"). */
export function dataListOf($id: string, item: string, description?: string): ContractSchema {
  return named($id, closed({ data: arrayOf(item) }, { description }));
}

const PAGE_FIELDS = ['items', 'total_items', 'n_items', 'offset', 'limit'] as const;

/**
 * A page of a list `{items, total_items, n_items, offset, limit}` of one schema of the contract (api/README.md
 * "Lists"). `without` leaves envelope fields out (the invoice lists have no `total_items`), `properties` adds the
 * answer's own fields (required too unless named in `optional`), and `descriptions` describes envelope fields.
 */
export function pageOf(
  $id: string,
  item: string,
  options: {
    description?: string;
    without?: readonly (typeof PAGE_FIELDS)[number][];
    properties?: Record<string, object>;
    descriptions?: Partial<Record<(typeof PAGE_FIELDS)[number], string>>;
    /** The own fields placed before the envelope's in `required` (else after). */
    ownFirst?: boolean;
  } = {},
): ContractSchema {
  const fields = PAGE_FIELDS.filter((field) => !options.without?.includes(field));
  const own = options.properties ?? {};
  const number = (field: (typeof PAGE_FIELDS)[number]) => ({
    type: 'number',
    ...described(options.descriptions?.[field]),
  });
  const envelope = Object.fromEntries(
    fields.map((field) => [field, field === 'items' ? arrayOf(item) : number(field)]),
  );
  const required = options.ownFirst ? [...Object.keys(own), ...fields] : [...fields, ...Object.keys(own)];
  return named($id, closed({ ...envelope, ...own }, { required, description: options.description }));
}
