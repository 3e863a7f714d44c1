// The type of one schema of the contract: a JSON Schema (2020-12, the dialect of OpenAPI 3.1) named by its `$id`,
// which is also its name under `components.schemas` of openapi.json and in @portal/shared/api-types.
export interface ContractSchema {
  readonly $id: string;
  readonly [keyword: string]: unknown;
}
