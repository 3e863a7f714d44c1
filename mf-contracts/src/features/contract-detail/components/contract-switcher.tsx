import { useLingui } from '@lingui/react/macro';
import type { ContractKind } from '@portal/shared/api-types';
import { useNavigate } from '@portal/shared/routes';
import { Field, NativeSelect } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { contractDetailPath } from '../../../lib/contract-paths';
import { contractOptionsQueries } from '../api/contract-options-queries';

export interface ContractSwitcherProps {
  kind: ContractKind;
  current: string;
}

/**
 * "A dropdown to switch contract (navigates to that contract's detail)" (customer-area §2). Shown once the
 * customer's contracts are known and there is more than one; without them the page works as it is.
 */
export function ContractSwitcher({ kind, current }: ContractSwitcherProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data } = useQuery(contractOptionsQueries.byKind(kind));
  if (!data || data.length < 2) return null;
  const options = data.some((o) => o.name === current) ? data : [{ name: current, address: '' }, ...data];
  return (
    <Field.Root maxW={{ base: 'full', md: '2xl' }}>
      <Field.Label>{t`Switch contract`}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={current}
          onChange={(event) => void navigate(contractDetailPath(kind, event.currentTarget.value))}
        >
          {options.map((option) => (
            <option key={option.name} value={option.name}>
              {option.address ? `${option.name} — ${option.address}` : option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
