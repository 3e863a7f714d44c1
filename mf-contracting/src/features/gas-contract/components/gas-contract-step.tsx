// The gas contract step (visitor-features §3 "Gas contract step", §4, §5 "Gas"): include gas (asked only in the dual
// flow when gas is not mandatory), the change of owner, the gas CUPS (the supply point's own in the gas flow) looked
// up among gas supply points, the retailer of origin, the gas access tariff and product, and the latest invoices.
import { useLingui } from '@lingui/react/macro';
import { ErrorPanel } from '@portal/shared/ui';
import { CheckboxField, Form, SelectField, useLocalizedSchema } from '@portal/shared/forms';
import { isValidCups } from '@portal/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { CupsField } from '../../../lib/cups-field';
import { FilesField } from '../../../lib/files-field';
import { namedOptions } from '../../../lib/select-options';
import { ProductOffers } from '../../../lib/product-offers';
import { gasQueries } from '../api/gas-queries';
import {
  MAX_GAS_INVOICES,
  chosenGasAccessTariff,
  gasContractSchema,
  shouldLookUpGasCups,
  restoreGasContract,
  type GasContractInput,
  type GasContractValues,
} from '../schemas';
import { useStepForm, type StepProps } from '../../../lib/use-step-draft';

export interface GasContractStepProps extends StepProps {
  /** Dual flow without dual.isGasMandatory: the visitor chooses whether to include gas (§4). */
  askIncludeGas: boolean;
  /** The gas flow's supply point: its CUPS is the one of the installation step, shown read-only. */
  fixedCups?: string;
  /** The retailer of origin chosen earlier, if any. */
  comerOrigin?: string;
}

export function GasContractStep(props: GasContractStepProps) {
  const { askIncludeGas, fixedCups, comerOrigin, stored, onDraft, onComplete, navigation } = props;
  const { t, i18n } = useLingui();
  const schema = useLocalizedSchema(() => gasContractSchema());
  const defaultValues = useMemo(() => {
    const values = restoreGasContract(stored, { comerOrigin: comerOrigin ?? '' });
    return {
      ...values,
      includeGas: askIncludeGas ? values.includeGas : true,
      cups: fixedCups ?? values.cups,
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const { form, values } = useStepForm<GasContractInput, GasContractValues>(
    { schema, defaultValues },
    onDraft,
  );
  const { setValue, getValues, trigger } = form;

  const included = values.includeGas ?? true;
  const cups = values.cups ?? '';
  const lookUp = included && shouldLookUpGasCups(cups);
  const availability = useQuery({ ...gasQueries.availability(cups), enabled: lookUp });
  useEffect(() => {
    if (!lookUp || !availability.data) return;
    setValue('cupsSIPSData', availability.data);
    void trigger('cups');
  }, [lookUp, availability.data, setValue, trigger]);

  const tariffs = useQuery({ ...gasQueries.tariffs(), enabled: included });
  // The supply point's access tariff, when known, is chosen at once.
  const sipsTariff = availability.data?.accessTariff;
  useEffect(() => {
    const current = getValues('accessTariff');
    const chosen = chosenGasAccessTariff(tariffs.data ?? [], current, sipsTariff);
    if (chosen !== current) setValue('accessTariff', chosen);
  }, [tariffs.data, sipsTariff, getValues, setValue]);

  const retailers = useQuery({ ...gasQueries.retailers(i18n.locale), enabled: included });
  const atr = values.accessTariff ?? '';
  const products = useQuery({
    ...gasQueries.products({ atr, cups, lang: i18n.locale }),
    enabled: included && atr !== '' && isValidCups(cups),
  });
  useEffect(() => {
    const chosen = products.data?.find((product) => String(product.id) === values.selectedProduct);
    if (!chosen && values.selectedProduct && products.data) setValue('selectedProduct', '');
    setValue('selectedProductName', chosen?.name ?? '');
  }, [products.data, values.selectedProduct, setValue]);

  return (
    <Form
      form={form}
      onSubmit={(submitted) =>
        onComplete({ ...submitted, includeGas: askIncludeGas ? submitted.includeGas : true })
      }
      aria-label={t`Gas contract`}
    >
      {askIncludeGas ? (
        <CheckboxField<GasContractInput> name="includeGas" label={t`I also want to contract gas`} />
      ) : undefined}
      {included ? (
        <>
          <CupsField<GasContractInput>
            name="cups"
            label={t`Gas CUPS`}
            fixedValue={fixedCups}
            checking={lookUp && availability.isFetching}
          />
          <SelectField<GasContractInput>
            name="changeOwner"
            label={t`Does the holder of the gas supply change?`}
            placeholder={t`Choose an answer`}
            options={[
              { value: 'changeOwner', label: t`Yes, the holder changes` },
              { value: 'dontChangeOwner', label: t`No, the holder stays the same` },
            ]}
            required
          />
          <SelectField<GasContractInput>
            name="comerOrigin"
            label={t`Current gas retailer`}
            placeholder={t`Choose the retailer`}
            options={namedOptions(retailers.data)}
            required
          />
          {tariffs.isError ? <ErrorPanel onRetry={() => void tariffs.refetch()} /> : undefined}
          <SelectField<GasContractInput>
            name="accessTariff"
            label={t`Gas access tariff`}
            placeholder={t`Choose the access tariff`}
            options={namedOptions(tariffs.data)}
            required
          />
          {products.isError ? <ErrorPanel onRetry={() => void products.refetch()} /> : undefined}
          <SelectField<GasContractInput>
            name="selectedProduct"
            label={t`Gas product`}
            placeholder={t`Choose the product`}
            options={namedOptions(products.data)}
            required
          />
          <ProductOffers products={products.data ?? []} supply="gas" chosen={values.selectedProduct} />
          <FilesField<GasContractInput>
            name="invoice"
            label={t`Latest gas invoice (up to 3 files)`}
            max={MAX_GAS_INVOICES}
          />
        </>
      ) : undefined}
      {navigation}
    </Form>
  );
}
