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
