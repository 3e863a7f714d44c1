import { useLingui } from '@lingui/react/macro';
import type { ContractDetail, ContractService } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/dates';
import { ResponsiveTable, type ResponsiveColumn, Text } from '@portal/shared/ui';
import { SectionCard } from '../../../components/section-card';
import { DETAIL_SECTION_IDS } from '../../../lib/detail-sections';

interface ServiceRow extends ContractService {
  kind: 'service' | 'socialBonus';
}

/** "services table (services plus social bonuses)" (customer-area §2), with start and end dates. */
export function ServicesSection({ contract }: { contract: ContractDetail }) {
  const { t } = useLingui();
  const rows: ServiceRow[] = [
    ...contract.services.map((s) => ({ ...s, kind: 'service' as const })),
    ...contract.bonos_sociales.map((s) => ({ ...s, kind: 'socialBonus' as const })),
  ];
  const columns: ResponsiveColumn<ServiceRow>[] = [
    { key: 'name', header: t`Service`, role: 'title', cell: (row) => row.name },
    { key: 'type', header: t`Type`, cell: (row) => (row.kind === 'service' ? t`Service` : t`Social bonus`) },
    { key: 'start', header: t`Start date`, nowrap: true, cell: (row) => formatDate(row.start_date) },
    {
      key: 'end',
      header: t`End date`,
      nowrap: true,
      cell: (row) => (row.end_date ? formatDate(row.end_date) : '—'),
    },
  ];
  return (
    <SectionCard title={t`Services`} id={DETAIL_SECTION_IDS.services}>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t`This contract has no services or social bonuses.`}</Text>
      ) : (
        // The portal's list pattern (issue 44): a table on a laptop, a card per service below 1,280 px (the section
        // is a box of the page), nothing behind a sideways scroll.
        <ResponsiveTable
          caption={t`Services`}
          rows={rows}
          rowKey={(row) => `${row.kind}-${row.name}-${row.start_date}`}
          columns={columns}
          cardsBelow="xl"
        />
      )}
    </SectionCard>
  );
}
