// The contract's schemas of settings (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { SETTINGS_DEFAULTS } from '@portal/shared/api-types';
import { type ContractSchema, closed, named } from './schema';

export const settingsSchemas: readonly ContractSchema[] = [
  settingsResponseSchemaOf(),
  { $id: 'HomeType', type: 'string', enum: ['tabGroups', 'dashboard', 'invoices'] },
  { $id: 'HeaderVariant', type: 'string', enum: ['default', 'buttons', 'compact'] },
  { $id: 'DisplayType', type: 'string', enum: ['electricity', 'gas', 'multipoint'] },
  { $id: 'DownloadType', type: 'string', enum: ['pdf', 'signed_pdf', 'curve', 'signed_xml'] },
  { $id: 'FeatureFlagKey', type: 'string', enum: ['coupons.coupon', 'crm.case'] },
  named('FeatureFlags', closed({ 'coupons.coupon': { type: 'boolean' }, 'crm.case': { type: 'boolean' } })),
  named('FeatureFlagsResponse', closed({ feature_flags: { $ref: 'FeatureFlags#' } })),
];

/** JSON Schema of one setting, from the type of its default (SETTINGS_DEFAULTS). */
function settingSchema(value: unknown): Record<string, unknown> {
  if (Array.isArray(value)) return { type: 'array', items: { type: 'string' } };
  return { type: typeof value === 'number' ? 'number' : typeof value };
}

/**
 * GET ov_customize/ov_settings and ov_private_settings (v2): any subset of the settings keys both spec files name
 * (customer-area §6 and visitor-features §3 "Settings and flags"), flat with dotted names; the portal merges them
 * over its defaults. The keys and their types are SETTINGS_DEFAULTS' (@portal/shared/api-types).
 */
function settingsResponseSchemaOf(): ContractSchema {
  return {
    $id: 'SettingsResponse',
    type: 'object',
    description:
      'Any subset of the settings keys (public settings before login, private after), flat with dotted names; the portal merges them over its defaults.',
    properties: Object.fromEntries(
      Object.entries(SETTINGS_DEFAULTS).map(([key, value]) => [key, settingSchema(value)]),
    ),
    additionalProperties: false,
  };
}
