// The electricity contract step (visitor-features §3, §4, §5 "Electricity contract", §8 "No available tariffs"): the
// powers (P3 to P6 only above 15 kW), the access tariff by the maximum power, the product by power, tariff and CUPS,
// self-consumption with its code and documents.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CupsAvailabilityResponse, LeadFile } from '@portal/shared/api-types';
import { Alert, ErrorPanel, Input, InputGroup, LoadingState, SimpleGrid } from '@portal/shared/ui';
import { CheckboxField, Form, FormField, SelectField, useLocalizedSchema } from '@portal/shared/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { contractQueries } from '../api/contract-queries';
import type { PromoCodeOptions } from '../promo-code';
import { PromoCodeField } from './promo-code-field';
import { maximumPower, needsSixPeriods, parsePower } from '../power-rules';
import {
  EMPTY_CONTRACT,
  MAX_SELFCONS_DOCUMENTS,
  POWER_FIELDS,
  chosenAccessTariff,
  contractSchema,
  defaultSelfconsCode,
  type ContractInput,
  type ContractValues,
  type PowerField,
} from '../schemas';
import { FilesField } from '../../../lib/files-field';
import { namedOptions } from '../../../lib/select-options';
import { ProductOffers } from '../../../lib/product-offers';
import { useStepForm, type StepProps } from '../../../lib/use-step-draft';

export interface ContractStepProps extends StepProps {
  cups: string;
  sips: CupsAvailabilityResponse | null;
  requireDocumentation: boolean;
  /** The CRM phone for the no-tariff warning. */
  crmPhone: string;
  /** The promo code field and the code of the address (§4, §5 "Promo code"); none when undefined. */
  promo?: PromoCodeOptions;
}

/** "3,45" for a SIPS power, as the visitor would type it (§9). */
function powerText(value: number | undefined): string {
  return value ? String(Math.round(value * 1000) / 1000).replace('.', ',') : '';
}

export function restoreContract(
  stored: Record<string, unknown> | undefined,
  sips: CupsAvailabilityResponse | null,
): ContractInput {
  if (!stored) {
    return {
      ...EMPTY_CONTRACT,
      power: powerText(sips?.power),
      power2: powerText(sips?.power2),
      power3: powerText(sips?.power3),
      power4: powerText(sips?.power4),
      power5: powerText(sips?.power5),
      power6: powerText(sips?.power6),
      selfcons: sips?.selfcons ?? false,
      selfconsCode: defaultSelfconsCode(sips?.selfcons ?? false, sips?.selfconsCode),
    };
  }
  const values: ContractInput = { ...EMPTY_CONTRACT };
  for (const key of Object.keys(EMPTY_CONTRACT) as (keyof ContractInput)[]) {
    const value = stored[key];
    if (key === 'selfconsAttachments') {
      if (Array.isArray(value)) values.selfconsAttachments = value as LeadFile[];
    } else if (typeof value === typeof EMPTY_CONTRACT[key]) Object.assign(values, { [key]: value });
  }
  return values;
}

/** A power field in kW (P1 to P6). */
const powerInput = (field: PowerField, label: string) => (
  <FormField<ContractInput> key={field} name={field} label={label} required>
    {({ field: control, describedBy }) => (
      <InputGroup endAddon="kW">
        <Input
          {...control}
          aria-describedby={describedBy}
          value={(control.value as string | undefined) ?? ''}
          inputMode="decimal"
        />
      </InputGroup>
    )}
  </FormField>
);

export function ContractStep(props: ContractStepProps) {
  const { cups, sips, requireDocumentation, crmPhone, promo, stored, onDraft, onComplete, navigation } =
    props;
  const { t, i18n } = useLingui();
  const schema = useLocalizedSchema(() => contractSchema({ requireDocumentation }), [requireDocumentation]);
  const defaultValues = useMemo(() => restoreContract(stored, sips), []); // eslint-disable-line react-hooks/exhaustive-deps
  const { form, values } = useStepForm<ContractInput, ContractValues>({ schema, defaultValues }, onDraft);
  const { setValue, getValues } = form;

  const powers = POWER_FIELDS.map((field) => parsePower(values[field] ?? ''));
  const sixPeriods = needsSixPeriods(powers[0] ?? 0, powers[1] ?? 0);
  const maxPower = maximumPower(powers);
  const tariffs = useQuery({ ...contractQueries.tariffs(maxPower), enabled: maxPower >= 1 });
  // The SIPS access tariff, when it is among those of the power, is chosen at once; the choice stays while the
  // tariffs of a new maximum power are on their way.
  useEffect(() => {
    if (!tariffs.data) return;
    const current = getValues('accessTariff');
    const chosen = chosenAccessTariff(tariffs.data, current, sips?.accessTariff);
    if (chosen !== current) setValue('accessTariff', chosen);
  }, [tariffs.data, sips?.accessTariff, getValues, setValue]);

  const atr = values.accessTariff ?? '';
  const selfcons = values.selfcons ?? false;
  const products = useQuery({
    ...contractQueries.products({
      power: maxPower,
      atr,
      cups,
      selfcons,
      promocode: values.promotionalCode ?? '',
      lang: i18n.locale,
    }),
    enabled: maxPower >= 1 && atr !== '',
  });
  useEffect(() => {
    const chosen = products.data?.find((product) => String(product.id) === values.selectedProduct);
    if (!chosen && values.selectedProduct && products.data) setValue('selectedProduct', '');
    setValue('selectedProductName', chosen?.name ?? '');
  }, [products.data, values.selectedProduct, setValue]);

  // "Selfcons code defaults to 00 when self-consumption is off, and to the SIPS value or 41 when on." (§4)
  useEffect(() => {
    setValue('selfconsCode', defaultSelfconsCode(selfcons, sips?.selfconsCode));
  }, [selfcons, sips?.selfconsCode, setValue]);

  // The fields in parts, each memoised on what it shows: the step renders on every keystroke (its values are its
  // draft) and again as it mounts (react-hook-form's `isReady`), and rendered every field's kit components each time,
  // inside the frame of the Next that brought the step (issue 47).
  const powerFields = useMemo(
    () => (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {powerInput('power', t`Power P1`)}
        {powerInput('power2', t`Power P2`)}
        {sixPeriods ? (
          <>
            {powerInput('power3', t`Power P3`)}
            {powerInput('power4', t`Power P4`)}
            {powerInput('power5', t`Power P5`)}
            {powerInput('power6', t`Power P6`)}
          </>
        ) : undefined}
      </SimpleGrid>
    ),
    [t, sixPeriods],
  );
  const { isError: tariffsFailed, data: tariffList, refetch: refetchTariffs } = tariffs;
  const tariffFields = useMemo(
    () => (
      <>
        {tariffsFailed ? <ErrorPanel onRetry={() => void refetchTariffs()} /> : undefined}
        {tariffList && tariffList.length === 0 ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>There are no tariffs available for this power. Call us on {crmPhone}.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : undefined}
        <SelectField<ContractInput>
          name="accessTariff"
          label={t`Access tariff`}
          placeholder={t`Choose the access tariff`}
          options={namedOptions(tariffList)}
          required
        />
        <CheckboxField<ContractInput> name="selfcons" label={t`I have self-consumption`} />
      </>
    ),
    [t, tariffsFailed, tariffList, refetchTariffs, crmPhone],
  );
  const applied = values.promotionalCode ?? '';
  const chosenProduct = values.selectedProduct;
  const {
    isFetching: productsLoading,
    isError: productsFailed,
    data: productList,
    refetch: refetchProducts,
  } = products;
  const productFields = useMemo(
    () => (
      <>
        {promo?.enabled ? (
          <PromoCodeField
            promo={promo}
            applied={applied}
            onApplied={(code) => setValue('promotionalCode', code)}
          />
        ) : undefined}
        {productsLoading ? <LoadingState /> : undefined}
        {productsFailed ? <ErrorPanel onRetry={() => void refetchProducts()} /> : undefined}
        <SelectField<ContractInput>
          name="selectedProduct"
          label={t`Product`}
          placeholder={t`Choose the product`}
          options={namedOptions(productList)}
          required
        />
        <ProductOffers products={productList ?? []} supply="electricity" chosen={chosenProduct} />
      </>
    ),
    [
      t,
      promo,
      applied,
      setValue,
      productsLoading,
      productsFailed,
      refetchProducts,
      productList,
      chosenProduct,
    ],
  );
  const documentsField = useMemo(
    () =>
      selfcons && requireDocumentation ? (
        <FilesField<ContractInput>
          name="selfconsAttachments"
          label={t`Self-consumption documents (up to 3 files)`}
          max={MAX_SELFCONS_DOCUMENTS}
          required
        />
      ) : undefined,
    [t, selfcons, requireDocumentation],
  );

  return (
    <Form
      form={form}
      onSubmit={(submitted) => onComplete({ ...submitted })}
      aria-label={t`Electricity contract`}
    >
      {powerFields}
      {tariffFields}
      {productFields}
      {documentsField}
      {navigation}
    </Form>
  );
}
