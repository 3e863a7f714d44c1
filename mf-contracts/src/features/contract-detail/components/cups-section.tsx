import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { NewTabLink } from '@portal/shared/ui';
import { DataItems } from '../../../components/data-items';
import { SectionCard } from '../../../components/section-card';
import { DETAIL_SECTION_IDS } from '../../../lib/detail-sections';

/** The supply point: CUPS, supply address, cadastral reference and the distributor's data. */
export function CupsSection({ contract }: { contract: ContractDetail }) {
  const { t } = useLingui();
  return (
    <SectionCard title={t`Supply point (CUPS)`} id={DETAIL_SECTION_IDS.supplyPoint}>
      <DataItems
        items={[
          { label: t`CUPS`, value: contract.cups.name },
          { label: t`Supply address`, value: contract.cups.full_address },
          { label: t`Cadastral reference`, value: contract.cups.ref_catastral },
          {
            label: t`Distributor`,
            // The distributor's site in a new tab; its name alone (or the dash) without one.
            value: contract.dso.website ? (
              <NewTabLink href={contract.dso.website} variant="underline">
                {contract.dso.name}
              </NewTabLink>
            ) : (
              contract.dso.name
            ),
          },
          { label: t`Distributor reference`, value: contract.dso_reference },
          { label: t`Distributor phone`, value: contract.dso_phone },
        ]}
      />
    </SectionCard>
  );
}
