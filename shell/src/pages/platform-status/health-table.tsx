// One window's health per brand: each remote's running versions with their views, error rate and p75 LCP and INP.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/shared/format';
import { isHttpError } from '@portal/shared/http';
import {
  ErrorPanel,
  Heading,
  LoadingState,
  ResponsiveTable,
  type ResponsiveColumn,
  Stack,
  Text,
} from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { RemoteHealth } from '@portal/shared/api-types';
import { platformHealthQuery } from './platform-health';

const ms = (value: number | null) => (value === null ? '—' : `${formatNumber(value)} ms`);
const percent = (value: number | null) => (value === null ? '—' : `${formatNumber(value * 100, 1)} %`);

function BrandTable({ brand, rows, caption }: { brand: string; rows: RemoteHealth[]; caption: string }) {
  const { t } = useLingui();
  // The portal's list pattern (issue 44): a table from 1,024 px up, a card per remote version on a phone.
  const columns: ResponsiveColumn<RemoteHealth>[] = [
    { key: 'remote', header: t`Remote`, role: 'title', cell: (row) => row.remote },
    { key: 'version', header: t`Version`, nowrap: true, cell: (row) => row.version || '—' },
    {
      key: 'views',
      header: t`Page views`,
      align: 'end',
      nowrap: true,
      cell: (row) => formatNumber(row.views),
    },
    {
      key: 'errors',
      header: t`Error rate`,
      align: 'end',
      nowrap: true,
      cell: (row) => percent(row.errorRate),
    },
    { key: 'lcp', header: t`p75 LCP`, align: 'end', nowrap: true, cell: (row) => ms(row.p75.LCP) },
    { key: 'inp', header: t`p75 INP`, align: 'end', nowrap: true, cell: (row) => ms(row.p75.INP) },
  ];
  return (
    <ResponsiveTable
      caption={`${caption}: ${brand}`}
      showCaption
      rows={rows}
      rowKey={(row) => `${row.remote} ${row.version}`}
      columns={columns}
    />
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
