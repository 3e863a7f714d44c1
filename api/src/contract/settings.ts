// The contract's schemas of settings (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import type { ContractSchema } from './schema';

export const settingsSchemas: readonly ContractSchema[] = [
  { $id: 'HomeType', type: 'string', enum: ['tabGroups', 'dashboard', 'invoices'] },
  { $id: 'HeaderVariant', type: 'string', enum: ['default', 'buttons', 'compact'] },
  { $id: 'DisplayType', type: 'string', enum: ['electricity', 'gas', 'multipoint'] },
  { $id: 'DownloadType', type: 'string', enum: ['pdf', 'signed_pdf', 'curve', 'signed_xml'] },
  { $id: 'FeatureFlagKey', type: 'string', enum: ['coupons.coupon', 'crm.case'] },
  {
    $id: 'FeatureFlags',
    type: 'object',
    properties: { 'coupons.coupon': { type: 'boolean' }, 'crm.case': { type: 'boolean' } },
    required: ['coupons.coupon', 'crm.case'],
    additionalProperties: false,
  },
  {
    $id: 'FeatureFlagsResponse',
    type: 'object',
    properties: { feature_flags: { $ref: 'FeatureFlags#' } },
    required: ['feature_flags'],
    additionalProperties: false,
  },
];
