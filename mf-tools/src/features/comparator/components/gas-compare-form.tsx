// The gas comparator's automatic form (visitor-features §2 "Gas comparator: same pattern with CUPS, company, access
// tariff, consumption, start and end dates (end not before start) and invoice amount"; §5 "Gas comparator"). A failed
// comparison keeps everything typed: a 400 lands on its fields; otherwise "Gas errors: the text comes from the
// exception message" (§8), "Error: Could not compare" when there is none.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComparisonResult, GasCompareRequest } from '@portal/shared/api-types';
import { SimpleGrid } from '@portal/shared/ui';
import {
  Form,
  InputField,
  SelectField,
  SubmitButton,
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
    <Form form={form} onSubmit={submit} onError={onError} aria-label={t`Compare your gas invoice`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InputField<GasCompareInput> name="cups" label={t`CUPS`} autoComplete="off" required />
        <SelectField<GasCompareInput>
          name="comerOrigin"
          label={t`Current retailer`}
          placeholder={t`Choose your retailer`}
          options={retailers.map((retailer) => ({ value: String(retailer.id), label: retailer.name }))}
          required
        />
        <SelectField<GasCompareInput>
          name="access_tariff"
          label={t`Access tariff`}
          placeholder={t`Choose the access tariff`}
          options={tariffs.map((tariff) => ({ value: String(tariff.id), label: tariff.name }))}
          required
        />
        <InputField<GasCompareInput>
          name="consumption"
          label={t`Consumption (kWh)`}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <InputField<GasCompareInput> name="startDate" label={t`Billing period start`} type="date" required />
        <InputField<GasCompareInput> name="endDate" label={t`Billing period end`} type="date" required />
        <InputField<GasCompareInput>
          name="invoiceAmount"
          label={t`Invoice amount (€)`}
          inputMode="decimal"
          autoComplete="off"
          required
        />
      </SimpleGrid>
      <SubmitButton alignSelf="flex-start">
        <Trans>Compare</Trans>
      </SubmitButton>
    </Form>
  );
}
