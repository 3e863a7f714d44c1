// The retailers and access tariffs a comparator form needs, loaded in parallel with a loading state and an error
// with retry (remote checklist: "Every call: a loading state, an empty state, an error state with retry").
import { useLingui } from '@lingui/react/macro';
import type { AccessTariff, Retailer } from '@portal/shared/api-types';
import { ErrorPanel, LoadingState } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { comparatorQueries, type Energy } from '../api/comparator-queries';

export interface ComparatorLookups {
  retailers: Retailer[];
  tariffs: AccessTariff[];
}

export function WithComparatorLookups({
  energy,
  children,
}: {
  energy: Energy;
  children: (lookups: ComparatorLookups) => ReactNode;
}) {
  const { t } = useLingui();
  const retailers = useQuery(comparatorQueries.retailers(energy));
  const tariffs = useQuery(comparatorQueries.tariffs(energy));
  if (retailers.isError || tariffs.isError)
    return (
      <ErrorPanel
        message={t`The retailers and tariffs could not be loaded. Please try again later.`}
        onRetry={() => {
          if (retailers.isError) void retailers.refetch();
          if (tariffs.isError) void tariffs.refetch();
        }}
      />
    );
  if (!retailers.data || !tariffs.data)
    return <LoadingState shape="form" label={t`Loading the comparator…`} />;
  return <>{children({ retailers: retailers.data, tariffs: tariffs.data })}</>;
}
