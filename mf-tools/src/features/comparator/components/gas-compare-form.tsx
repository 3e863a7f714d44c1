// The gas comparator's automatic form (visitor-features §2 "Gas comparator: same pattern with CUPS, company, access
// tariff, consumption, start and end dates (end not before start) and invoice amount"; §5 "Gas comparator"). A failed
// comparison keeps everything typed: a 400 lands on its fields; otherwise "Gas errors: the text comes from the
// exception message" (§8), "Error: Could not compare" when there is none.
import { useLingui } from '@lingui/react/macro';
import type { GasCompareRequest } from '@portal/shared/api-types';
import { InputField } from '@portal/shared/forms';
import { isHttpError } from '@portal/shared/http';
import { useCompare } from '../api/comparator-queries';
import { tariffValue } from '../use-cups-lookup';
import {
  useCompareForm,
  type CompareFormProps,
  type ComparePrefill,
  type Compared,
} from '../use-compare-form';
import {
  EMPTY_GAS_COMPARE,
  gasCompareSchema,
  toGasRequest,
  type GasCompareInput,
  type GasCompareValues,
} from '../schemas';
import { CompareFormLayout } from './compare-form-layout';

export type GasCompared = Compared<GasCompareInput, GasCompareRequest>;
export type GasCompareFormProps = CompareFormProps<GasCompareInput, GasCompareRequest>;

/** The CUPS lookup's access tariff, unless the visitor chose one (issue 41). */
const prefillGas: ComparePrefill<GasCompareInput> = (config, tariffs) => ({
  access_tariff: tariffValue(config, tariffs),
});

export function GasCompareForm({ retailers, tariffs, initialValues, onCompared }: GasCompareFormProps) {
  const { t } = useLingui();
  const compare = useCompare();
  const { layout } = useCompareForm<GasCompareInput, GasCompareValues, GasCompareRequest>({
    energy: 'gas',
    returning: initialValues !== undefined,
    schema: gasCompareSchema,
    defaultValues: initialValues ?? EMPTY_GAS_COMPARE,
    tariffs,
    retailers,
    prefill: prefillGas,
    send: async (values) => {
      const request = toGasRequest(values);
      return { request, result: await compare.mutateAsync({ energy: 'gas', body: request }) };
    },
    onCompared,
    // §8: a 400 whose errors all landed on fields says nothing more; otherwise the exception's text.
    failureMessage: (error, unmatched) =>
      isHttpError(error, 400) && unmatched.length === 0
        ? undefined
        : (isHttpError(error) ? error.message : '') || t`Error: Could not compare`,
  });

  return (
    <CompareFormLayout {...layout} aria-label={t`Compare your gas invoice`} tariffField="access_tariff">
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
