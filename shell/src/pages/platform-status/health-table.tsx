// One window's health per brand: each remote's running versions with their views, error rate and p75 LCP and INP.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/shared/format';
import { isHttpError } from '@portal/shared/http';
import { ErrorPanel, Heading, LoadingState, Stack, Table, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { RemoteHealth } from '@portal/shared/api-types';
import { platformHealthQuery } from './platform-health';

const ms = (value: number | null) => (value === null ? '—' : `${formatNumber(value)} ms`);
const percent = (value: number | null) => (value === null ? '—' : `${formatNumber(value * 100, 1)} %`);

function BrandTable({ brand, rows, caption }: { brand: string; rows: RemoteHealth[]; caption: string }) {
  const { t } = useLingui();
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start">
          {caption}: {brand}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Remote`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Version`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Page views`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Error rate`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`p75 LCP`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`p75 INP`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={`${row.remote} ${row.version}`}>
              <Table.Cell>{row.remote}</Table.Cell>
              <Table.Cell>{row.version || '—'}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(row.views)}</Table.Cell>
              <Table.Cell textAlign="end">{percent(row.errorRate)}</Table.Cell>
              <Table.Cell textAlign="end">{ms(row.p75.LCP)}</Table.Cell>
              <Table.Cell textAlign="end">{ms(row.p75.INP)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function HealthWindow({ adminKey, hours, title }: { adminKey: string; hours: number; title: string }) {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = useQuery(platformHealthQuery(adminKey, hours));
  if (isPending) return <LoadingState />;
  if (isError) {
    return (
      <ErrorPanel
        title={title}
        message={
          isHttpError(error, 403)
            ? t`The admin key is not valid.`
            : t`The health reports could not be loaded.`
        }
        onRetry={() => void refetch()}
      />
    );
  }
  const brands = [...new Set(data.remotes.map((r) => r.brand))].sort();
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {brands.length === 0 ? <Text>{t`No reports in this period.`}</Text> : undefined}
      {brands.map((brand) => (
        <BrandTable
          key={brand}
          brand={brand}
          caption={title}
          rows={data.remotes.filter((r) => r.brand === brand)}
        />
      ))}
    </Stack>
  );
}
