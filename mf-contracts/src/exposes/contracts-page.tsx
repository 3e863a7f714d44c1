// The contracts list (customer-area §2 "Contracts list"): tabs for the displayed types, the coupon banners, and the
// searched, paged list of the type in the address.
import { Trans } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { Navigate, pathTo, useParams } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { CouponBanners, usePrefetchCoupons } from '@portal/shared/coupons';
import {
  type ContractListType,
  contractListQueries,
} from '../features/contract-list/api/contract-list-queries';
import { ContractList, usePrefetchContractList } from '../features/contract-list/components/contract-list';
import { ContractTypeTabs } from '../features/contract-list/components/contract-type-tabs';
import { NewContractButton } from '../features/contract-list/components/new-contract-button';
import { expose } from '../i18n';
// Choosing a contract for a pending redirect action emits `contract:redirect-action` before the detail loads: its
// listener must already be there.
import '../lib/redirect-actions';

// The displayed types (`displayTypes`), in this order; multipoint lists every supply point, electricity and gas.
const KINDS: readonly ContractListType[] = ['electricity', 'gas', 'multipoint'];

/** The types this brand displays, in order (electricity when it names none). */
function useShownKinds(): readonly [ContractListType, ...ContractListType[]] {
  const displayTypes = useSetting('displayTypes');
  const [first, ...rest] = KINDS.filter((kind) => displayTypes.includes(kind));
  return first ? [first, ...rest] : ['electricity'];
}

/** The page's first calls, asked for beside the catalogues (decision 009): the list of the type shown (after any
 * redirect) and the coupon banners (the largest text when there are some). */
function usePrefetchPage(): void {
  const { contractType } = useParams();
  const kinds = useShownKinds();
  usePrefetchContractList(kinds.find((k) => k === contractType) ?? kinds[0]);
  usePrefetchCoupons();
}

function ContractsPage() {
  const { contractType } = useParams();
  const kinds = useShownKinds();
  const kind = kinds.find((k) => k === contractType);
  // A type the brand does not display (or an unknown one) opens the first displayed type.
  if (!kind) return <Navigate to={pathTo('contracts', { contractType: kinds[0] })} replace />;
  return (
    <PageLayout width="full" title={<Trans>Contracts</Trans>} actions={<NewContractButton />}>
      {kinds.length > 1 ? <ContractTypeTabs kinds={kinds} current={kind} /> : undefined}
      <ContractList key={kind} kind={kind} />
      {/* After the list, and only once it has answered: neither pushes the other (layout shift). */}
      <CouponBanners after={contractListQueries.all()} />
    </PageLayout>
  );
}

export default expose(ContractsPage, { usePrefetch: usePrefetchPage });
