// How a step's fields join what the lead already holds (issue 41 item 1): "A later step must never erase what an
// earlier step stored". The merge is per field: an object (the supply point's address, the owner, the bank) merges
// field by field, so step 2 naming the CUPS again keeps step 1's address; a value of another shape than the stored
// one (a CUPS string over the stored address object) is refused with a 400 on its field; a file list sent by a later
// step than the one that stored the field is added to it, the same step sending it again replaces it. The identifiers
// are stored in one form (spec: the cadastral reference "uppercased, whitespace removed"; the CUPS normalised; the
// mobile "stored with +34 prefix").
import type { FieldErrors } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { normalizeCadastralReference, normalizeCups, toE164 } from '@portal/shared/validation';

type Shape = 'object' | 'list' | 'value';
type Json = Record<string, unknown>;

export const FILE_FIELDS = ['invoice', 'cif', 'nif_faceup', 'nif_facedown', 'selfcons_attach'] as const;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** null names nothing (comerOrigin, electricityLeadId): it fits any shape. */
function shapeOf(value: unknown): Shape | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return 'list';
  return isObject(value) ? 'object' : 'value';
}

/** The stored form of the identifiers a visitor types as printed (spaces, lower case, +34 and spaces). */
export function normalizeLeadFields(fields: Json): Json {
  const out: Json = { ...fields };
  const { cups, owner_address: ownerAddress } = out;
  if (typeof cups === 'string') out.cups = normalizeCups(cups);
  else if (isObject(cups)) {
    const address: Json = { ...cups };
    if (typeof address.name === 'string') address.name = normalizeCups(address.name);
    if (typeof address.ref_catastral === 'string')
      address.ref_catastral = normalizeCadastralReference(address.ref_catastral);
    out.cups = address;
  }
  if (isObject(ownerAddress)) {
    const address: Json = { ...ownerAddress };
    if (typeof address.ref_catastral === 'string')
      address.ref_catastral = normalizeCadastralReference(address.ref_catastral);
    if (typeof address.mobile === 'string' && address.mobile.trim())
      address.mobile = toE164(address.mobile) ?? address.mobile.trim();
    out.owner_address = address;
  }
  return out;
}

function mergeObject(stored: Json, incoming: Json, prefix: string, errors: FieldErrors): Json {
  const merged: Json = { ...stored };
  for (const [key, value] of Object.entries(incoming)) {
    const before = stored[key];
    const [was, now] = [shapeOf(before), shapeOf(value)];
    if (was && now && was !== now) errors[`${prefix}.${key}`] = MESSAGES.invalidType;
    else
      merged[key] =
        isObject(before) && isObject(value) ? mergeObject(before, value, `${prefix}.${key}`, errors) : value;
  }
  return merged;
}

export interface MergeResult {
  data: Json;
  /** The step that stored each top-level field. */
  fieldSteps: Record<string, number>;
  errors: FieldErrors;
}

/**
 * `fields` of step `step` (files already stored, as their lists) joined to the lead's `data`. `fieldSteps` says
 * which step stored each field so far.
 */
export function mergeLead(
  data: Json,
  fieldSteps: Record<string, number>,
  fields: Json,
  step: number,
): MergeResult {
  const errors: FieldErrors = {};
  const merged: Json = { ...data };
  const steps = { ...fieldSteps };
  for (const [key, value] of Object.entries(fields)) {
    const before = data[key];
    const [was, now] = [shapeOf(before), shapeOf(value)];
    if (was && now && was !== now) {
      errors[key] = MESSAGES.invalidType;
      continue;
    }
    const earlier = (steps[key] ?? step) < step;
    if (isObject(before) && isObject(value)) {
      // A different holder (a person, then a company) is a new owner, not more fields of the old one.
      merged[key] =
        key === 'owner' && before.type !== value.type ? value : mergeObject(before, value, key, errors);
    } else if (
      earlier &&
      Array.isArray(before) &&
      Array.isArray(value) &&
      (FILE_FIELDS as readonly string[]).includes(key)
    ) {
      merged[key] = [...(before as unknown[]), ...(value as unknown[])];
    } else {
      merged[key] = value;
    }
    steps[key] = Math.max(steps[key] ?? 0, step);
  }
  return { data: merged, fieldSteps: steps, errors };
}
