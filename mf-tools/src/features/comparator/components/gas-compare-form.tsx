// The gas comparator's automatic form (visitor-features §2 "Gas comparator: same pattern with CUPS, company, access
// tariff, consumption, start and end dates (end not before start) and invoice amount"; §5 "Gas comparator"). A failed
// comparison keeps everything typed: a 400 lands on its fields; otherwise "Gas errors: the text comes from the
// exception message" (§8), "Error: Could not compare" when there is none.
import { useLingui } from '@lingui/react/macro';
import type { ComparisonResult, GasCompareRequest } from '@portal/shared/api-types';
import {
  InputField,
  applyServerErrors,
  setServerError,
  useLocalizedSchema,
  usePortalForm,
} from '@portal/shared/forms';
import { isHttpError } from '@portal/shared/http';
import { useEffect } from 'react';
import { useCompare } from '../api/comparator-queries';
import { tariffValue, useCupsCheck, useOtherEnergyCups } from '../use-cups-lookup';
import {
  EMPTY_GAS_COMPARE,
  gasCompareSchema,
  toGasRequest,
  type GasCompareInput,
  type GasCompareValues,
} from '../schemas';
import { CompareFormLayout } from './compare-form-layout';
import type { ComparatorLookups } from './lookups';

export interface GasCompared {
  input: GasCompareInput;
  request: GasCompareRequest;
  result: ComparisonResult;
}

export interface GasCompareFormProps extends ComparatorLookups {
  initialValues?: GasCompareInput;
  onCompared: (compared: GasCompared) => void;
}

export function GasCompareForm({ retailers, tariffs, initialValues, onCompared }: GasCompareFormProps) {
  const { t } = useLingui();
  const otherEnergyCups = useOtherEnergyCups();
  const schema = useLocalizedSchema(() =>
    gasCompareSchema({ isOtherEnergy: (cups) => otherEnergyCups.has(cups) }),
  );
  const form = usePortalForm<GasCompareInput, GasCompareValues>({
    schema,
    defaultValues: initialValues ?? EMPTY_GAS_COMPARE,
  });
  // The CUPS lookup's access tariff, unless the visitor chose one (issue 41).
  const config = useCupsCheck('gas', form, otherEnergyCups);
  useEffect(() => {
    const tariff = config && tariffValue(config, tariffs);
    const { isDirty, invalid } = form.getFieldState('access_tariff');
    if (tariff && !isDirty) form.setValue('access_tariff', tariff, { shouldValidate: invalid });
  }, [config, tariffs, form]);
  const compare = useCompare();

  const submit = async (values: GasCompareValues) => {
    const request = toGasRequest(values);
    const result = await compare.mutateAsync({ energy: 'gas', body: request });
    onCompared({ input: form.getValues(), request, result });
  };
  const onError = (error: unknown) => {
    const unmatched = applyServerErrors(form, error);
    if (isHttpError(error, 400) && unmatched.length === 0) return;
    const message = isHttpError(error) ? error.message : '';
    setServerError(form, message || t`Error: Could not compare`);
  };

  return (
    <CompareFormLayout
      form={form}
      onSubmit={submit}
      onError={onError}
      aria-label={t`Compare your gas invoice`}
      retailers={retailers}
      tariffs={tariffs}
      tariffField="access_tariff"
    >
      <InputField<GasCompareInput>
        name="consumption"
        label={t`Consumption (kWh)`}
        inputMode="numeric"
        autoComplete="off"
        required
      />
    </CompareFormLayout>
  );
}
