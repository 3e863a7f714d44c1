import { useLingui } from '@lingui/react/macro';
import { useChangesSectionTitle } from './changes-title';
import { prefetchIfAbsent } from '@portal/shared/http';
import { useSetting } from '@portal/shared/settings';
import { CONSUMPTION_SECTION_ID } from '@portal/shared/slots';
import { useAfterFirstPaint } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { contractDetailQueries } from '../api/contract-detail-queries';
import { contractOptionsQueries } from '../api/contract-options-queries';
import { DETAIL_SECTION_IDS } from '../../../lib/detail-sections';
import { ContractDataSection } from './contract-data-section';
import { ContractDetailLayout, type DetailSectionLink } from './contract-detail-layout';
import { ContractDetailRestLoader } from './contract-detail-rest-loader';
import { ContractSwitcher } from './contract-switcher';
import { useContractDetail } from './use-contract-detail';

export interface ContractDetailViewProps {
  contractName: string;
}

/** The detail's first calls, asked for while the remote's catalogues load (the page's expose, decision 009): the
 * contract and the switcher's contracts, the queries the view then reads. */
export function usePrefetchContractDetail(
  contractName: string | undefined,
  kind: 'electricity' | 'gas',
): void {
  const queryClient = useQueryClient();
  if (!contractName) return;
  prefetchIfAbsent(queryClient, contractDetailQueries.detail(contractName));
  prefetchIfAbsent(queryClient, contractOptionsQueries.byKind(kind));
}

/** The electricity detail's sections, in their order on the page, for the sidebar's links (`sidebarContract`). */
function useElectricitySections(): DetailSectionLink[] {
  const { t } = useLingui();
  const consumption = useSetting('remotes').includes('mf_consumption_batteries');
  const changesTitle = useChangesSectionTitle();
  return [
    { id: DETAIL_SECTION_IDS.data, label: t`Contract data` },
    { id: DETAIL_SECTION_IDS.contact, label: t`Contact data` },
    { id: DETAIL_SECTION_IDS.changes, label: changesTitle },
    { id: DETAIL_SECTION_IDS.supplyPoint, label: t`Supply point (CUPS)` },
    { id: DETAIL_SECTION_IDS.services, label: t`Services` },
    // The consumption remote's section, through the detail's slot.
    ...(consumption ? [{ id: CONSUMPTION_SECTION_ID, label: t`Consumption` }] : []),
    { id: DETAIL_SECTION_IDS.attachments, label: t`Documents` },
  ];
}

/** The electricity contract's read-only sections, with loading, not-found and error (with retry) states. */
export function ContractDetailView({ contractName }: ContractDetailViewProps) {
  const { contract, unready } = useContractDetail(contractName, 'electricity');
  const sections = useElectricitySections();
  // The sections below the first screen render once it is painted (decision 009: rendering every section
  // and slot at once was the longest task of the route), their code fetched then and only once the browser
  // is idle after that paint, so that it never starts before the first screen's largest text is shown; a
  // link to one of them scrolls once they are there.
  const rest = useAfterFirstPaint(contract !== undefined, { idle: true });
  // Loading, not found, an error, or a gas contract (sent to its own detail page).
  if (unready) return unready;
  return (
    <ContractDetailLayout sections={sections}>
      <ContractSwitcher kind="electricity" current={contract.name} />
      <ContractDataSection contract={contract} />
      {rest ? <ContractDetailRestLoader contract={contract} /> : undefined}
    </ContractDetailLayout>
  );
}
