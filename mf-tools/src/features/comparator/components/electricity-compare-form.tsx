// The electricity comparator's automatic form (visitor-features §2 "Automatic form fields: CUPS, power P1 and optional
// P2, company (origin supplier), access tariff, consumption P1 to P6, billing period start and end dates, invoice
// amount, submit"; §5 for the rules; the optional periods by tariff name in periods.ts). A failed comparison keeps
// everything typed: a 400 lands on its fields, anything else says "Error: Could not compare" (§8) in red.
import { useLingui } from '@lingui/react/macro';
import type { ElectricityCompareRequest } from '@portal/shared/api-types';
import { useAuth } from '@portal/shared/auth';
import { CheckboxField, InputField, useWatch } from '@portal/shared/forms';
import { useCompare } from '../api/comparator-queries';
import { powerValue, tariffValue } from '../use-cups-lookup';
import {
  useCompareForm,
  type CompareFormProps,
  type ComparePrefill,
  type Compared,
} from '../use-compare-form';
import { optionalFields } from '../periods';
import {
  EMPTY_ELECTRICITY_COMPARE,
  electricityCompareSchema,
  toElectricityRequest,
  type ElectricityCompareInput,
  type ElectricityCompareValues,
} from '../schemas';
import { CompareFormLayout } from './compare-form-layout';

export type ElectricityCompared = Compared<ElectricityCompareInput, ElectricityCompareRequest>;
export type ElectricityCompareFormProps = CompareFormProps<
  ElectricityCompareInput,
  ElectricityCompareRequest
>;

/** The CUPS lookup's access tariff and powers (issue 41). */
const prefillElectricity: ComparePrefill<ElectricityCompareInput> = (config, tariffs) => ({
  accessTariff: tariffValue(config, tariffs),
  power: powerValue(config.power),
  power2: powerValue(config.power2),
});

export function ElectricityCompareForm({
  retailers,
  tariffs,
  initialValues,
  onCompared,
}: ElectricityCompareFormProps) {
  const { t } = useLingui();
  const compare = useCompare();
  // The comparison is kept as a lead (visitor-features §1 "produce a lead"; §3 "Lead (electricity compare): …,
  // consent, …"): a visitor says whether they may be contacted about it; a customer's consent is pre-set (§4
  // "Authenticated users have leads consent pre-set").
  const signedIn = useAuth((state) => state.isAuthenticated);
  const { form, layout } = useCompareForm<
    ElectricityCompareInput,
    ElectricityCompareValues,
    ElectricityCompareRequest
  >({
    energy: 'electricity',
    returning: initialValues !== undefined,
    schema: electricityCompareSchema,
    defaultValues: initialValues ?? { ...EMPTY_ELECTRICITY_COMPARE, consent: signedIn },
    tariffs,
    retailers,
    prefill: prefillElectricity,
    send: async (values) => {
      const request = toElectricityRequest(values, tariffName);
      return { request, result: await compare.mutateAsync({ energy: 'electricity', body: request }) };
    },
    onCompared,
    // §8: whatever went wrong, "Error: Could not compare" in red.
    failureMessage: () => t`Error: Could not compare`,
  });
  const tariffId = useWatch({ control: form.control, name: 'accessTariff' });
  const tariffName = tariffs.find((tariff) => String(tariff.id) === tariffId)?.name;
  const offered = optionalFields(tariffName);

  return (
    <CompareFormLayout
      {...layout}
      aria-label={t`Compare your electricity invoice`}
      tariffField="accessTariff"
      footer={
        signedIn ? undefined : (
          <CheckboxField<ElectricityCompareInput>
            name="consent"
            label={t`I agree to be contacted about this comparison`}
          />
        )
      }
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
