// The add-alert form (visitor-features §5 "OMIP: Product and type required; price >= 0"; §8 "OMIP alert types <, >,
// ==; price >= 0"). The price is typed with a comma or a period as the decimal mark.
import { t } from '@lingui/core/macro';
import type { OmipAlertType } from '@portal/shared/api-types';
import * as v from 'valibot';

export const OMIP_ALERT_TYPES: readonly OmipAlertType[] = ['<', '>', '=='];

export interface OmipAlertInput {
  product: string;
  type: string;
  price: string;
}

/** "1.234,5" or "1234.5" → 1234.5; NaN when it is not a number. */
export function parsePrice(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return Number(normalised);
}

export function omipAlertSchema() {
  return v.object({
    product: v.pipe(v.string(), v.nonEmpty(t`Choose a product`)),
    type: v.picklist(OMIP_ALERT_TYPES, t`Choose a condition`),
    price: v.pipe(
      v.string(),
      v.nonEmpty(t`Enter a price`),
      v.transform(parsePrice),
      v.number(t`Enter a price of 0 or more`),
      v.check((price) => Number.isFinite(price) && price >= 0, t`Enter a price of 0 or more`),
    ),
  });
}

export type OmipAlertValues = v.InferOutput<ReturnType<typeof omipAlertSchema>>;
