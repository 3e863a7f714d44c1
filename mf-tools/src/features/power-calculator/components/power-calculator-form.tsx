// The calculator's form (visitor-features §2 "Power calculator": CUPS, area in m², number of people, a simultaneity
// coefficient radio (0.25 few, 0.4 some, 0.6 many), and a list of appliances each with an enable toggle. "The
// calculate button is disabled while submitting or until the form is edited."). The result is computed here, with
// the pure formula; the caller shows it and the lead form.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKw } from '@portal/shared/format';
import { Box, HStack, SimpleGrid, Stack, Text, whenIdle } from '@portal/shared/ui';
import {
  CheckboxField,
  Form,
  InputField,
  SelectField,
  SubmitButton,
  useFocusOnReturn,
  useLocalizedSchema,
  usePortalForm,
  useWatch,
} from '@portal/shared/forms';
import { useEffect } from 'react';
import {
  APPLIANCES,
  SIMULTANEITY_COEFFICIENTS,
  calculateOptimalPower,
  type Appliance,
  type CalculatorResult,
} from '../formula';
import {
  emptyCalculatorInput,
  powerCalculatorSchema,
  toCalculatorInput,
  type PowerCalculatorInput,
  type PowerCalculatorValues,
} from '../schemas';
import { applianceLabels } from './appliance-labels';
import { RESULT_DECIMALS } from './power-calculator-result';

export interface CalculationDone {
  /** As typed, to come back to the form with nothing lost. */
  input: PowerCalculatorInput;
  values: PowerCalculatorValues;
  result: CalculatorResult;
}

export interface PowerCalculatorFormProps {
  initialValues?: PowerCalculatorInput;
  /** The form submits (Calculate disabled) until the promise it may return settles. */
  onCalculated: (done: CalculationDone) => void | Promise<void>;
}

/**
 * The result's figure is usually the page's first formatted number, and the browser builds its number formatting on
 * first use (about a tenth of a second on a phone): it is built while the form is filled in, not in the click.
 */
function usePreparedResultFormat() {
  useEffect(
    () =>
      whenIdle(() => {
        formatKw(0, RESULT_DECIMALS);
      }),
    [],
  );
}

export function PowerCalculatorForm({ initialValues, onCalculated }: PowerCalculatorFormProps) {
  const { t } = useLingui();
  usePreparedResultFormat();
  const schema = useLocalizedSchema(powerCalculatorSchema);
  const form = usePortalForm<PowerCalculatorInput, PowerCalculatorValues>({
    schema,
    defaultValues: initialValues ?? emptyCalculatorInput(),
  });
  // Back from the result ("Change the data"), the caret in the CUPS.
  useFocusOnReturn(form, 'cups', initialValues !== undefined);
  const labels = applianceLabels();
  const simultaneity: Record<string, string> = {
    '0.25': t`Few at the same time`,
    '0.4': t`Some at the same time`,
    '0.6': t`Many at the same time`,
  };
  const submit = (values: PowerCalculatorValues) => {
    // The pressed button leaves with the form. A focused element that leaves the page makes the browser restyle at
    // once whatever is pending, by then the whole page (the result's new style rules): focus leaves it first, while
    // little is pending, and the page is restyled once, for the result's first frame. Focus ends where it did.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    return onCalculated({
      input: form.getValues(),
      values,
      result: calculateOptimalPower(toCalculatorInput(values)),
    });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t`Power calculator`}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <InputField<PowerCalculatorInput> name="cups" label={t`CUPS`} autoComplete="off" required />
        <InputField<PowerCalculatorInput>
          name="area"
          label={t`Area (m²)`}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <InputField<PowerCalculatorInput>
          name="numPersones"
          label={t`Number of people`}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      </SimpleGrid>
      <Box as="fieldset">
        <Box as="legend" fontWeight="semibold">
          <Trans>How many appliances do you use at the same time?</Trans>
        </Box>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" mt="2">
          {SIMULTANEITY_COEFFICIENTS.map((coefficient) => (
            <HStack as="label" key={coefficient} gap="2" cursor="pointer">
              <input type="radio" value={String(coefficient)} {...form.register('cofSimul')} />
              <span>{simultaneity[String(coefficient)]}</span>
            </HStack>
          ))}
        </Stack>
      </Box>
      <Box as="fieldset">
        <Box as="legend" fontWeight="semibold">
          <Trans>Your appliances</Trans>
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
          {APPLIANCES.map((item) => (
            <ApplianceRow key={item.id} item={item} name={labels[item.id].name} hint={labels[item.id].hint} />
          ))}
        </SimpleGrid>
      </Box>
      <SubmitButton alignSelf="flex-start" disabled={!form.formState.isDirty}>
        <Trans>Calculate</Trans>
      </SubmitButton>
    </Form>
  );
}

function ApplianceRow({ item, name, hint }: { item: Appliance; name: string; hint?: string }) {
  const { t } = useLingui();
  const enabled = useWatch<PowerCalculatorInput>({ name: `appliances.${item.id}.enabled` });
  return (
    <Box borderWidth="1px" rounded="md" p="3">
      <CheckboxField<PowerCalculatorInput> name={`appliances.${item.id}.enabled`} label={name} />
      {hint ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {hint}
        </Text>
      ) : undefined}
      {enabled && item.multiple ? (
        <Box mt="2">
          <InputField<PowerCalculatorInput>
            name={`appliances.${item.id}.quantity`}
            label={t`How many: ${name}`}
            inputMode="numeric"
            autoComplete="off"
          />
        </Box>
      ) : undefined}
      {enabled && item.options ? (
        <Box mt="2">
          <SelectField<PowerCalculatorInput>
            name={`appliances.${item.id}.option`}
            label={t`Size: ${name}`}
            options={item.options.map((option) => ({ value: option.name, label: option.name }))}
          />
        </Box>
      ) : undefined}
    </Box>
  );
}
