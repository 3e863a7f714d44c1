// The person step (visitor-features §3 "Person step", §5 "Person"): the owner (a company derived from the VAT, with
// its representative and documents, or a person with 1 to 2 ID images), mobile with +34, e-mail, change of owner,
// communication language and the invoice address when it differs (with its cadastral reference and hint).
import { useLingui } from '@lingui/react/macro';
import type { LeadFile } from '@portal/shared/api-types';
import { Input, InputGroup, SimpleGrid, Stack } from '@portal/shared/ui';
import {
  CheckboxField,
  Form,
  FormField,
  InputField,
  SelectField,
  useLocalizedSchema,
} from '@portal/shared/forms';
import { useMemo } from 'react';
import * as v from 'valibot';
import {
  EMPTY_OWNER_ADDRESS,
  EMPTY_PERSON,
  MAX_ID_IMAGES,
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PREFIX,
  isCompanyVat,
  nationalMobile,
  personSchema,
  type PersonInput,
  type PersonOptions,
  type PersonValues,
} from '../schemas';
import { FilesField } from '../../../lib/files-field';
import { AddressDetailsFields } from '../../../lib/address-details-fields';
import { AddressLookupFields } from '../../../lib/address-lookup-fields';
import { StreetFields } from '../../../lib/street-fields';
import { useAddressLookups } from '../../../lib/use-address-lookups';
import { useStepForm, type StepProps } from '../../../lib/use-step-draft';

export interface PersonStepProps extends StepProps {
  options: PersonOptions;
}

const COMMS_LANGUAGES = [
  { value: 'es_ES', label: 'Español' },
  { value: 'ca_ES', label: 'Català' },
  { value: 'gl_ES', label: 'Galego' },
  { value: 'en_US', label: 'English' },
  { value: 'fr_FR', label: 'Français' },
  { value: 'de_DE', label: 'Deutsch' },
] as const;

function isFileList(value: unknown): value is LeadFile[] {
  return (
    Array.isArray(value) &&
    value.every((file) => typeof file === 'object' && file !== null && 'name' in file && 'content' in file)
  );
}

export function restorePerson(stored: Record<string, unknown> | undefined): PersonInput {
  const values: PersonInput = { ...EMPTY_PERSON, ownerAddress: { ...EMPTY_OWNER_ADDRESS } };
  if (!stored) return values;
  for (const key of Object.keys(EMPTY_PERSON) as (keyof PersonInput)[]) {
    const value = stored[key];
    if (key === 'nifFaceup' || key === 'nifEmpresa') {
      if (isFileList(value)) values[key] = value;
    } else if (key === 'ownerAddress') {
      if (typeof value === 'object' && value !== null) {
        for (const field of Object.keys(EMPTY_OWNER_ADDRESS) as (keyof PersonInput['ownerAddress'])[]) {
          const text = (value as Record<string, unknown>)[field];
          if (typeof text === 'string') values.ownerAddress[field] = text;
        }
      }
    } else if (typeof value === typeof EMPTY_PERSON[key]) {
      Object.assign(values, { [key]: value });
    }
  }
  return values;
}

/** The invoice address stands under ownerAddress in the step's values. */
const invoiceAddressPath = <F extends keyof PersonInput['ownerAddress']>(field: F) =>
  `ownerAddress.${field}` as const;

export function PersonStep({ options, stored, onDraft, onComplete, navigation }: PersonStepProps) {
  const { t } = useLingui();
  const defaultValues = useMemo(() => restorePerson(stored), []); // eslint-disable-line react-hooks/exhaustive-deps
  // The invoice address is checked only when it differs: the schema follows the box (v.lazy reads the input).
  const schema = useLocalizedSchema(() => {
    const same = personSchema(options, false);
    const different = personSchema(options, true);
    return v.lazy((input: unknown) =>
      typeof input === 'object' && input !== null && (input as PersonInput).sameInvoiceAddress === false
        ? different
        : same,
    );
  }, [
    options.restrictCompanyVAT,
    options.askChangeOwner,
    options.changeOwnerRequired,
    options.commsLanguage,
    options.emailRequired,
  ]);
  const { form, values } = useStepForm<PersonInput, PersonValues>({ schema, defaultValues }, onDraft);

  const company = isCompanyVat(values.vat ?? '');
  const different = values.sameInvoiceAddress === false;

  // The same lookups as the supply point's (issue 41), asked only when the invoice address differs.
  const { localityLookup, province, streetTypes } = useAddressLookups({
    form,
    pathOf: invoiceAddressPath,
    address: values.ownerAddress,
    enabled: different,
  });

  // The fields in parts, each memoised on what it shows: the step renders on every keystroke (its values are its
  // draft) and again as it mounts (react-hook-form's `isReady`), and rendered every field's kit components each time,
  // inside the frame of the Next that brought the step (issue 47).
  const { isSuccess: localitiesFound, pending: localitiesPending, localities } = localityLookup;
  const provinceName = province?.name ?? '';
  const holderFields = useMemo(
    () => (
      <>
        <InputField<PersonInput> name="vat" label={t`NIF / CIF`} autoComplete="off" required />
        <InputField<PersonInput> name="name" label={company ? t`Company name` : t`Name`} required />
        {company ? undefined : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <InputField<PersonInput> name="surName1" label={t`First surname`} required />
            <InputField<PersonInput> name="surName2" label={t`Second surname`} />
          </SimpleGrid>
        )}
        {company ? (
          <>
            <InputField<PersonInput> name="vatRepresentante" label={t`Representative's NIF`} required />
            <InputField<PersonInput> name="nameRepresentante" label={t`Representative's name`} required />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <InputField<PersonInput>
                name="surName1Representante"
                label={t`Representative's first surname`}
                required
              />
              <InputField<PersonInput>
                name="surName2Representante"
                label={t`Representative's second surname`}
              />
            </SimpleGrid>
            <FilesField<PersonInput>
              name="nifEmpresa"
              label={t`Company documents`}
              accept="image/*"
              required
            />
          </>
        ) : (
          <FilesField<PersonInput>
            name="nifFaceup"
            label={t`ID document images (front and back)`}
            max={MAX_ID_IMAGES}
            accept="image/*"
            required
          />
        )}
      </>
    ),
    [t, company],
  );
  const contactFields = useMemo(
    () => (
      <>
        <FormField<PersonInput> name="mobile" label={t`Mobile`} required>
          {({ field, describedBy }) => (
            <InputGroup startAddon={MOBILE_PREFIX}>
              <Input
                {...field}
                aria-describedby={describedBy}
                value={(field.value as string | undefined) ?? ''}
                // Pasted as printed ("+34 612 345 678"): kept as the national number after the field's +34.
                onChange={(event) => field.onChange(nationalMobile(event.target.value))}
                type="tel"
                autoComplete="tel-national"
                maxLength={MOBILE_INPUT_MAX_LENGTH}
              />
            </InputGroup>
          )}
        </FormField>
        <InputField<PersonInput>
          name="email"
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required={options.emailRequired}
        />
        {/* Asked whenever the supply point has an active contract; required as §5 says (changeOwnerRequired). */}
        {options.askChangeOwner || options.changeOwnerRequired ? (
          <SelectField<PersonInput>
            name="changeOwner"
            label={t`Does the holder of the supply change?`}
            placeholder={t`Choose an answer`}
            options={[
              { value: 'yes', label: t`Yes` },
              { value: 'no', label: t`No` },
            ]}
            required={options.changeOwnerRequired}
          />
        ) : undefined}
        {options.commsLanguage ? (
          <SelectField<PersonInput>
            name="commsLanguage"
            label={t`Communication language`}
            placeholder={t`Choose a language`}
            options={COMMS_LANGUAGES}
            required
          />
        ) : undefined}
        <CheckboxField<PersonInput>
          name="sameInvoiceAddress"
          label={t`Send the invoices to the supply address`}
        />
      </>
    ),
    [t, options.emailRequired, options.askChangeOwner, options.changeOwnerRequired, options.commsLanguage],
  );
  const invoiceAddressFields = useMemo(
    () => (
      <>
        {different ? (
          <Stack gap="4">
            <AddressLookupFields<PersonInput>
              names={{
                dp: 'ownerAddress.dp',
                poblacio: 'ownerAddress.poblacio',
                state: 'ownerAddress.state',
                tv: 'ownerAddress.tv',
              }}
              labels={{
                dp: t`Invoice postal code`,
                poblacio: t`Invoice locality`,
                state: t`Invoice province`,
                tv: t`Invoice street type`,
              }}
              localityLookup={{ isSuccess: localitiesFound, pending: localitiesPending, localities }}
              provinceName={provinceName}
              streetTypes={streetTypes}
            />
            <StreetFields<PersonInput> pathOf={invoiceAddressPath} streetNameLabel={t`Invoice street name`} />
            <AddressDetailsFields<PersonInput>
              pathOf={invoiceAddressPath}
              labels={{
                ref_catastral: t`Invoice cadastral reference`,
                aclarador: t`Invoice address details`,
              }}
            />
          </Stack>
        ) : undefined}
      </>
    ),
    [t, different, localitiesFound, localitiesPending, localities, provinceName, streetTypes],
  );

  return (
    <Form form={form} onSubmit={(submitted) => onComplete({ ...submitted })} aria-label={t`Personal data`}>
      {holderFields}
      {contactFields}
      {invoiceAddressFields}
      {navigation}
    </Form>
  );
}
