// What a case form shows before its fields (customer-area §2 "Create request", "Customer contact", "Unsigned contact",
// the complaint): its options loading, an error with retry of what failed, or, without a contract to pick, that there
// is nothing to ask about; then the form. One piece for every case form.
import { useLingui } from '@lingui/react/macro';
import { ContractSupplyAction, EmptyState, ErrorPanel, LoadingState } from '@portal/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export type OptionsQuery = Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;

export interface FormOptionsProps {
  /** The options the form asks for (one it does not ask for is left out: a disabled query stays pending). */
  queries: readonly OptionsQuery[];
  /** Given when there is no contract to pick: the empty state's title and description, instead of the form. */
  noContracts?: { title: string; description: string };
  children: ReactNode;
}

export function FormOptions({ queries, noContracts, children }: FormOptionsProps) {
  const { t } = useLingui();
  if (queries.some((query) => query.isPending))
    return <LoadingState shape="form" label={t`Loading the form…`} />;
  if (queries.some((query) => query.isError)) {
    return (
      <ErrorPanel
        title={t`The form could not be loaded.`}
        message={t`Error fetching data. Please try again later.`}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (noContracts)
    return (
      <EmptyState
        icon="contracts"
        title={noContracts.title}
        description={noContracts.description}
        // The next step out of it (issue 44 item 3): contracting a supply, the brand's first enabled flow.
        action={<ContractSupplyAction />}
      />
    );
  return <>{children}</>;
}
