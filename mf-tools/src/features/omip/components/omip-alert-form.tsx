// The add form of the OMIP page: product, condition (<, >, ==) and price; "The add button enables only with a
// product, a type and a price >= 0" (visitor-features §4). A failed add keeps what was typed and says
// "alertAddError" (§8); a 400 lands on its fields.
import { Trans, useLingui } from '@lingui/react/macro';
import type { OmipProduct } from '@portal/shared/api-types';
import { Box, HStack, ReadOnlyGuard } from '@portal/shared/ui';
import {
  applyServerErrors,
  Form,
  InputField,
  SelectField,
  setServerError,
  SubmitButton,
  useLocalizedSchema,
  usePortalForm,
} from '@portal/shared/forms';
import { isHttpError } from '@portal/shared/http';
import { useAddOmipAlert } from '../api/omip-queries';
import { omipAlertSchema, type OmipAlertInput, type OmipAlertValues } from '../schemas';

export interface OmipAlertFormProps {
  products: readonly OmipProduct[];
}

export function OmipAlertForm({ products }: OmipAlertFormProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(omipAlertSchema);
  const form = usePortalForm<OmipAlertInput, OmipAlertValues>({
    schema,
    defaultValues: { product: '', type: '', price: '' },
    mode: 'onChange',
  });
  const add = useAddOmipAlert();
  const typeLabels: Record<string, string> = {
    '<': t`Lower than`,
    '>': t`Greater than`,
    '==': t`Equal to`,
  };

  const onSubmit = async (values: OmipAlertValues) => {
    await add.mutateAsync({ product: values.product, type: values.type, price: values.price });
    form.reset({ product: '', type: '', price: '' });
  };
  const onError = (error: unknown) => {
    const unmatched = applyServerErrors(form, error);
    if (isHttpError(error, 400) && unmatched.length === 0) return;
    setServerError(form, t`The alert could not be added. Please try again later.`);
  };

  return (
    <Form form={form} onSubmit={onSubmit} onError={onError} aria-label={t`New price alert`}>
      <HStack gap="4" align="flex-start" wrap="wrap">
        <SelectField<OmipAlertInput>
          name="product"
          label={t`Product`}
          placeholder={t`Choose a product`}
          options={products.map((product) => ({ value: product.id, label: product.name }))}
          required
        />
        <SelectField<OmipAlertInput>
          name="type"
          label={t`Condition`}
          placeholder={t`Choose a condition`}
          options={Object.entries(typeLabels).map(([value, label]) => ({ value, label }))}
          required
        />
        <InputField<OmipAlertInput>
          name="price"
          label={t`Price (€/MWh)`}
          inputMode="decimal"
          autoComplete="off"
          required
        />
      </HStack>
      {/* A read-only (impersonation) session sees the button disabled with the platform's tooltip. */}
      <Box alignSelf="flex-start">
        <ReadOnlyGuard>
          <SubmitButton disabled={!form.formState.isValid}>
            <Trans>Add alert</Trans>
          </SubmitButton>
        </ReadOnlyGuard>
      </Box>
    </Form>
  );
}
