// What a signed-in case form shows before its fields: its options loading, an error with retry, or, without a
// contract, that there is nothing to ask about (customer-area §2 "Create request", "Customer contact"); then the form.
import { useLingui } from '@lingui/react/macro';
import type { CaseCategory } from '@portal/shared/api-types';
import { EmptyState, ErrorPanel, LoadingState } from '@portal/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ContractOption } from '../lib/case-options';

export interface CaseFormOptionsProps {
  contracts: UseQueryResult<ContractOption[]>;
  /** The categories, unless the form does not ask for one (then never pending). */
  categories: UseQueryResult<CaseCategory[]>;
  categoriesAsked?: boolean;
  /** Without a contract: the empty state's title and description. */
  noContracts: { title: string; description: string };
  children: (contracts: ContractOption[], categories: CaseCategory[]) => ReactNode;
}

export function CaseFormOptions({
  contracts,
  categories,
  categoriesAsked = true,
  noContracts,
  children,
}: CaseFormOptionsProps) {
  const { t } = useLingui();
  if (contracts.isPending || (categoriesAsked && categories.isPending))
    return <LoadingState shape="form" label={t`Loading the form…`} />;
  if (contracts.isError || categories.isError) {
    return (
      <ErrorPanel
        title={t`The form could not be loaded.`}
        message={t`Error fetching data. Please try again later.`}
        onRetry={() => {
          if (contracts.isError) void contracts.refetch();
          if (categories.isError) void categories.refetch();
        }}
      />
    );
  }
  if (contracts.data.length === 0)
    return <EmptyState icon="contracts" title={noContracts.title} description={noContracts.description} />;
  return <>{children(contracts.data, categories.data ?? [])}</>;
}
