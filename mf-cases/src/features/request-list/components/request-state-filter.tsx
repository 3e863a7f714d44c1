import { useLingui } from '@lingui/react/macro';
import { CASE_STATES, type CaseState } from '@portal/shared/api-types';
import { Field, NativeSelect } from '@portal/shared/ui';
import { useCaseStateLabel } from '../../../components/case-state-label';

export interface RequestStateFilterProps {
  value: CaseState | undefined;
  onChange: (state: CaseState | undefined) => void;
}

/** Filter by state (issue: "filter by state"): all states, or one of the case message states (customer-area §4). */
export function RequestStateFilter({ value, onChange }: RequestStateFilterProps) {
  const { t } = useLingui();
  const label = useCaseStateLabel();
  return (
    <Field.Root width={{ base: 'full', sm: '64' }}>
      <Field.Label>{t`State`}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => {
            const next = CASE_STATES.find((state) => state === event.currentTarget.value);
            onChange(next);
          }}
        >
          <option value="">{t`All states`}</option>
          {CASE_STATES.map((state) => (
            <option key={state} value={state}>
              {label(state)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
