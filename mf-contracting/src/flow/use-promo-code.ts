// The promo code of a contracting flow (visitor-features §4 "A promo code in the query parameter promocode is applied
// automatically"; settings key features.promotionalCode shows the field).
import { useSearchParams } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import type { PromoCodeOptions } from '../features/contract/promo-code';

export function usePromoCode(): PromoCodeOptions {
  const [search] = useSearchParams();
  const fromQuery = search.get('promocode')?.trim() ?? '';
  const feature = useSetting('features.promotionalCode');
  return { enabled: feature || fromQuery !== '', fromQuery };
}
