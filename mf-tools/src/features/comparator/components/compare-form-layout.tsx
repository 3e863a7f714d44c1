// What both comparators' automatic forms share (visitor-features §2 "Automatic form fields" and "Gas comparator: same
// pattern"): the CUPS, the current retailer and the access tariff first, the energy's own fields, then the billing
// period's start and end and the invoice amount, and the Compare button.
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@portal/shared/ui';
import {
  DateField,
  Form,
  InputField,
  SelectField,
  SubmitButton,
  type FieldValues,
  type FormProps,
} from '@portal/shared/forms';
import type { ReactNode } from 'react';
import type { ComparatorLookups } from './lookups';

export interface CompareFormLayoutProps<Input extends FieldValues, Output>
  extends ComparatorLookups, Omit<FormProps<Input, Output>, 'children'> {
  /** The access tariff's field name (the API's: accessTariff for electricity, access_tariff for gas). */
  tariffField: 'accessTariff' | 'access_tariff';
  /** The energy's own fields, between the tariff and the billing period. */
  children: ReactNode;
  /** Below the fields, above the submit button (the electricity comparator's consent). */
  footer?: ReactNode;
}

export function CompareFormLayout<Input extends FieldValues, Output>({
  retailers,
  tariffs,
  tariffField,
  children,
  footer,
  ...formProps
}: CompareFormLayoutProps<Input, Output>) {
  const { t } = useLingui();
  return (
    <Form {...formProps}>
      {/* Two columns where they have room: beside the help panel at 1,024 px the form is about 400 px wide, and two
          columns cut the selects' choices ("Choose the access tarif…"). */}
      <SimpleGrid minChildWidth="min(100%, 14rem)" gap="4">
        <InputField name="cups" label={t`CUPS`} autoComplete="off" required />
        <SelectField
          name="comerOrigin"
          label={t`Current retailer`}
          placeholder={t`Choose your retailer`}
          options={retailers.map((retailer) => ({ value: String(retailer.id), label: retailer.name }))}
          required
        />
        <SelectField
          name={tariffField}
          label={t`Access tariff`}
          placeholder={t`Choose the access tariff`}
          options={tariffs.map((tariff) => ({ value: String(tariff.id), label: tariff.name }))}
          required
        />
        {children}
        <DateField name="startDate" label={t`Billing period start`} required />
        <DateField name="endDate" label={t`Billing period end`} required />
        <InputField
          name="invoiceAmount"
          label={t`Invoice amount (€)`}
          inputMode="decimal"
          autoComplete="off"
          required
        />
      </SimpleGrid>
      {footer}
      <SubmitButton alignSelf="flex-start">
        <Trans>Compare</Trans>
      </SubmitButton>
    </Form>
  );
}
