// The electricity comparator's automatic form (visitor-features §2 "Automatic form fields: CUPS, power P1 and optional
// P2, company (origin supplier), access tariff, consumption P1 to P6, billing period start and end dates, invoice
// amount, submit"; §5 for the rules; the optional periods by tariff name in periods.ts). A failed comparison keeps
// everything typed: a 400 lands on its fields, anything else says "Error: Could not compare" (§8) in red.
import { useLingui } from '@lingui/react/macro';
import type { ComparisonResult, ElectricityCompareRequest } from '@portal/shared/api-types';
import {
  InputField,
  applyServerErrors,
  setServerError,
  useLocalizedSchema,
  usePortalForm,
  useWatch,
} from '@portal/shared/forms';
import { useEffect } from 'react';
import { useCompare } from '../api/comparator-queries';
import { powerValue, tariffValue, useCupsCheck, useOtherEnergyCups } from '../use-cups-lookup';
import { optionalFields } from '../periods';
import {
  EMPTY_ELECTRICITY_COMPARE,
  electricityCompareSchema,
  toElectricityRequest,
  type ElectricityCompareInput,
  type ElectricityCompareValues,
} from '../schemas';
import { CompareFormLayout } from './compare-form-layout';
import type { ComparatorLookups } from './lookups';

export interface ElectricityCompared {
  input: ElectricityCompareInput;
  request: ElectricityCompareRequest;
  result: ComparisonResult;
}

export interface ElectricityCompareFormProps extends ComparatorLookups {
  initialValues?: ElectricityCompareInput;
  onCompared: (compared: ElectricityCompared) => void;
}

export function ElectricityCompareForm({
  retailers,
  tariffs,
  initialValues,
  onCompared,
}: ElectricityCompareFormProps) {
  const { t } = useLingui();
  const otherEnergyCups = useOtherEnergyCups();
  const schema = useLocalizedSchema(() =>
    electricityCompareSchema({ isOtherEnergy: (cups) => otherEnergyCups.has(cups) }),
  );
  const form = usePortalForm<ElectricityCompareInput, ElectricityCompareValues>({
    schema,
    defaultValues: initialValues ?? EMPTY_ELECTRICITY_COMPARE,
  });
  // The CUPS lookup's access tariff and powers, in the fields the visitor has not typed in (issue 41).
  const config = useCupsCheck('electricity', form, otherEnergyCups);
  useEffect(() => {
    if (!config) return;
    const values = {
      accessTariff: tariffValue(config, tariffs),
      power: powerValue(config.power),
      power2: powerValue(config.power2),
    };
    for (const name of ['accessTariff', 'power', 'power2'] as const) {
      const value = values[name];
      const { isDirty, invalid } = form.getFieldState(name);
      if (value !== undefined && !isDirty) form.setValue(name, value, { shouldValidate: invalid });
    }
  }, [config, tariffs, form]);
  const compare = useCompare();
  const tariffId = useWatch({ control: form.control, name: 'accessTariff' });
  const tariffName = tariffs.find((tariff) => String(tariff.id) === tariffId)?.name;
  const offered = optionalFields(tariffName);

  const submit = async (values: ElectricityCompareValues) => {
    const request = toElectricityRequest(values, tariffName);
    const result = await compare.mutateAsync({ energy: 'electricity', body: request });
    onCompared({ input: form.getValues(), request, result });
  };
  const onError = (error: unknown) => {
    applyServerErrors(form, error);
    setServerError(form, t`Error: Could not compare`);
  };

  return (
    <CompareFormLayout
      form={form}
      onSubmit={submit}
      onError={onError}
      aria-label={t`Compare your electricity invoice`}
      retailers={retailers}
      tariffs={tariffs}
      tariffField="accessTariff"
    >
      <InputField<ElectricityCompareInput>
        name="power"
        label={t`Contracted power P1 (kW)`}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      {offered.power2 ? (
        <InputField<ElectricityCompareInput>
          name="power2"
          label={t`Contracted power P2 (kW)`}
          inputMode="decimal"
          autoComplete="off"
        />
      ) : undefined}
      {offered.periods.map((period) => {
        const name = period.toUpperCase();
        return (
          <InputField<ElectricityCompareInput>
            key={period}
            name={period}
            label={t`Consumption ${name} (kWh)`}
            inputMode="numeric"
            autoComplete="off"
            required={period === 'p1'}
          />
        );
      })}
    </CompareFormLayout>
  );
}
