import { useLingui } from '@lingui/react/macro';
import type { ContractDetail, ContractService } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/format';
import { Table, Text } from '@portal/shared/ui';
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
  return (
    <SectionCard title={t`Services`} id={DETAIL_SECTION_IDS.services}>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t`This contract has no services or social bonuses.`}</Text>
      ) : (
        // Focusable, so that a keyboard can scroll it on a phone.
        <Table.ScrollArea tabIndex={0}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Service`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Type`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Start date`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`End date`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={`${row.kind}-${row.name}-${row.start_date}`}>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell>{row.kind === 'service' ? t`Service` : t`Social bonus`}</Table.Cell>
                  <Table.Cell>{formatDate(row.start_date)}</Table.Cell>
                  <Table.Cell>{row.end_date ? formatDate(row.end_date) : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SectionCard>
  );
}
