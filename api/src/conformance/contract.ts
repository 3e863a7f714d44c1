// The contract as the conformance suite reads it: the OpenAPI 3.1 document, each answer's schema compiled with Ajv
// in the 2020-12 dialect (OpenAPI 3.1's), and a concrete path matched to the document's template.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const CONTRACT_ID = 'contract.json';

/** `#/components/schemas/X` → `contract.json#/$defs/X`: the components as one schema resource for Ajv. */
function rewired(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewired(item, prefix));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === '$ref' && typeof item === 'string'
        ? [key, item.replace('#/components/schemas/', prefix)]
        : [key, rewired(item, prefix)],
    ),
  );
}

export interface Verdict {
  ok: boolean;
  reason?: string;
}

/** Whether `type` (an answer's, without parameters) is the documented `documented` (`image/*` covers `image/png`). */
const mediaMatches = (documented: string, type: string): boolean =>
  documented === '*/*' ||
  documented === type ||
  (documented.endsWith('/*') && type.startsWith(documented.slice(0, -1)));

/** A file answer (a download): of one of the documented media types, and not empty. */
function fileVerdict(mediaTypes: readonly string[], contentType: string, body: unknown): Verdict {
  if (mediaTypes.length === 0) return { ok: true };
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (!mediaTypes.some((documented) => mediaMatches(documented, type)))
    return {
      ok: false,
      reason: `answered ${contentType || 'no content type'}, not ${mediaTypes.join(' or ')}`,
    };
  if (!(body instanceof Uint8Array) || body.length === 0) return { ok: false, reason: 'an empty file' };
  return { ok: true };
}

export class Contract {
  private readonly ajv: Ajv2020;
  private readonly templates: { pattern: RegExp; template: string }[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
    this.ajv.addSchema({
      $id: CONTRACT_ID,
      $defs: rewired(document.components.schemas, '#/$defs/') as object,
    });
    this.templates = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      }))
      // Literal paths before templates (`contracts/ibans` before `contracts/{name}`).
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** The document's path template of a concrete path (query and trailing slash left out). */
  templateOf(path: string): string | undefined {
    const bare = (path.split('?')[0] ?? path).replace(/(.)\/$/, '$1');
    return this.templates.find(({ pattern }) => pattern.test(bare))?.template;
  }

  /** Whether the document names the answer's status for this call, and the body has the documented shape. */
  check(method: string, path: string, status: number, contentType: string, body: unknown): Verdict {
    const template = this.templateOf(path);
    if (!template) return { ok: false, reason: `${path} is not in the contract` };
    const operation = this.document.paths[template]?.[method.toLowerCase()];
    if (!operation) return { ok: false, reason: `${method} ${template} is not in the contract` };
    const response = operation.responses?.[String(status)];
    if (!response) {
      const documented = Object.keys(operation.responses ?? {}).join(', ');
      return { ok: false, reason: `status ${status} is not documented (${documented})` };
    }
    const content = response.content ?? {};
    const schema = content['application/json']?.schema;
    if (!schema) return fileVerdict(Object.keys(content), contentType, body);
    if (!contentType.includes('json')) return { ok: false, reason: `answered ${contentType}, not JSON` };
    const key = `${method} ${template} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(rewired(schema, `${CONTRACT_ID}#/$defs/`) as object);
      this.compiled.set(key, validate);
    }
    if (validate(body)) return { ok: true };
    const issues = (validate.errors ?? [])
      .slice(0, 3)
      .map((issue) => `${issue.instancePath || '/'} ${issue.message ?? ''} ${JSON.stringify(issue.params)}`);
    return { ok: false, reason: `not the documented shape: ${issues.join('; ')}` };
  }

  /**
   * Whether the call is documented with an answer schema for its success, JSON or a file's media types (else only its
   * status is checked).
   */
  documented(method: string, path: string): boolean {
    const template = this.templateOf(path);
    const responses = template ? this.document.paths[template]?.[method.toLowerCase()]?.responses : undefined;
    return Object.entries(responses ?? {}).some(
      ([status, response]) =>
        status.startsWith('2') &&
        Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
    );
  }
}
