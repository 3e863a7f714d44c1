// The installation step (visitor-features §3 "Installation step", §4 "Wizard", §5 "Installation"): the CUPS checked
// and looked up at 20 or 22 characters (filling the SIPS data and the postal code), the address with the localities
// of its postal code (one result auto-filled, the province derived and read-only), the residence type and its CNAE,
// the active contract, the retailer of origin, the morosity acceptance and the invoices as base64 data URLs.
import { useLingui } from '@lingui/react/macro';
import type { ContractingConfig } from '@portal/shared/api-types';
import { useAuth } from '@portal/shared/auth';
import { CheckboxField, Form, SelectField, useLocalizedSchema } from '@portal/shared/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { installationQueries, type InstallationSupply } from '../api/installation-queries';
import {
  MAX_INVOICES,
  installationSchema,
  restoreInstallation,
  shouldLookUpCups,
  type InstallationInput,
  type InstallationValues,
} from '../schemas';
import { FilesField } from '../../../lib/files-field';
import { namedOptions } from '../../../lib/select-options';
import { CupsField } from '../../../lib/cups-field';
import { AddressDetailsFields } from '../../../lib/address-details-fields';
import { AddressLookupFields } from '../../../lib/address-lookup-fields';
import { StreetFields } from '../../../lib/street-fields';
import { useAddressLookups } from '../../../lib/use-address-lookups';
import { useStepForm, type StepProps } from '../../../lib/use-step-draft';

export interface InstallationStepProps extends StepProps {
  config: ContractingConfig;
  /** The gas flow looks the CUPS and the retailers up among gas ones (§7); electricity otherwise. */
  supply?: InstallationSupply;
}

/** The supply point's address stands at the top of the step's values. */
const supplyAddressPath = <F extends keyof InstallationInput>(field: F) => field;

export function InstallationStep({
  config,
  supply = 'electricity',
  stored,
  onDraft,
  onComplete,
  navigation,
}: InstallationStepProps) {
  const { t, i18n } = useLingui();
  const signedIn = useAuth((state) => state.isAuthenticated);
  const options = {
    // "Authenticated users have leads consent pre-set" (§4).
    requireLeadConsent: config.requireLeadConsent && !signedIn,
    selectComerOrigin: config.selectComerOrigin,
    mustAcceptMorosityVerification: config.mustAcceptMorosityVerification,
    invoiceRequired: config.invoiceRequired,
  };
  const schema = useLocalizedSchema(
    () => installationSchema(options),
    [
      options.requireLeadConsent,
      options.selectComerOrigin,
      options.mustAcceptMorosityVerification,
      options.invoiceRequired,
    ],
  );
  const defaultValues = useMemo(() => {
    const values = restoreInstallation(stored);
    return signedIn ? { ...values, leadsConsent: true } : values;
    // The stored values seed the form once; later changes come from the form itself.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const { form, values } = useStepForm<InstallationInput, InstallationValues>(
    { schema, defaultValues },
    onDraft,
  );
  const { setValue, trigger, getValues } = form;

  // "A valid CUPS triggers an availability lookup that fills cupsSIPSData and the postal code" (§4), only at 20 or 22
  // characters (§5).
  const lookUp = shouldLookUpCups(values.cups ?? '');
  const availability = useQuery({
    ...installationQueries.availability(values.cups ?? '', supply),
    enabled: lookUp,
  });
  useEffect(() => {
    if (!lookUp || !availability.data) return;
    setValue('cupsSIPSData', availability.data);
    if (availability.data.address.zipcode && !getValues('dp')) {
      setValue('dp', availability.data.address.zipcode, { shouldValidate: true });
    }
    void trigger('cups');
  }, [lookUp, availability.data, setValue, getValues, trigger]);

  const { localityLookup, province, streetTypes } = useAddressLookups({
    form,
    pathOf: supplyAddressPath,
    address: values,
  });

  const business = values.residenceType === 'business';
  const cnaes = useQuery({ ...installationQueries.cnaes(), enabled: business });
  const retailers = useQuery({
    ...installationQueries.retailers(i18n.locale, supply),
    enabled: config.selectComerOrigin,
  });

  const onSubmit = (submitted: InstallationValues) => onComplete({ ...submitted });

  // The fields rendered again only when what they show changed: not when the step renders for a reason of its own
  // (react-hook-form's `isReady` at mount, a lookup's answer, the wizard's render), which rendered every field's kit
  // components again inside the mounting task (issue 47). The fields read their own state from the form.
  const checking = lookUp && availability.isFetching;
  const { isSuccess: localitiesFound, pending: localitiesPending, localities } = localityLookup;
  const provinceName = province?.name ?? '';
  const invoiceRequired = values.activeContract === 'yes' && config.invoiceRequired;
  // One memo per part whose inputs differ: the street types' answer renders the address's lookups, not every field.
  const cupsField = useMemo(
    () => <CupsField<InstallationInput> name="cups" label={t`CUPS`} checking={checking} />,
    [t, checking],
  );
  const addressLookupFields = useMemo(
    () => (
      <AddressLookupFields<InstallationInput>
        names={{ dp: 'dp', poblacio: 'poblacio', state: 'state', tv: 'tv' }}
        labels={{ dp: t`Postal code`, poblacio: t`Locality`, state: t`Province`, tv: t`Street type` }}
        localityLookup={{ isSuccess: localitiesFound, pending: localitiesPending, localities }}
        provinceName={provinceName}
        streetTypes={streetTypes}
        postalCodeAutoComplete="postal-code"
      />
    ),
    [t, localitiesFound, localitiesPending, localities, provinceName, streetTypes],
  );
  const otherFields = useMemo(
    () => (
      <>
        <StreetFields<InstallationInput> pathOf={supplyAddressPath} streetNameLabel={t`Street name`} />
        <AddressDetailsFields<InstallationInput>
          pathOf={supplyAddressPath}
          labels={{ ref_catastral: t`Cadastral reference`, aclarador: t`Address details` }}
        />
        <SelectField<InstallationInput>
          name="residenceType"
          label={t`Residence type`}
          placeholder={t`Choose the residence type`}
          options={[
            { value: 'habitual', label: t`Habitual residence` },
            { value: 'second', label: t`Second residence` },
            { value: 'business', label: t`Business` },
          ]}
          required
        />
        {business ? (
          <SelectField<InstallationInput>
            name="cnae"
            label={t`Activity (CNAE)`}
            placeholder={t`Choose the activity`}
            options={(cnaes.data ?? []).map((cnae) => ({ value: String(cnae.id), label: cnae.descripcio }))}
            required
          />
        ) : undefined}
        <SelectField<InstallationInput>
          name="activeContract"
          label={t`Does the supply point have an active contract?`}
          placeholder={t`Choose an answer`}
          options={[
            { value: 'yes', label: t`Yes` },
            { value: 'no', label: t`No` },
          ]}
          required
        />
        {config.selectComerOrigin ? (
          <SelectField<InstallationInput>
            name="comerOrigin"
            label={t`Current retailer`}
            placeholder={t`Choose the retailer`}
            options={namedOptions(retailers.data)}
            required
          />
        ) : undefined}
        <FilesField<InstallationInput>
          name="invoice"
          label={t`Latest invoice (up to 3 files)`}
          max={MAX_INVOICES}
          required={invoiceRequired}
        />
        {config.mustAcceptMorosityVerification ? (
          <CheckboxField<InstallationInput>
            name="acceptMorosityVerification"
            label={t`I accept the verification of my payment history`}
            required
          />
        ) : undefined}
        {options.requireLeadConsent ? (
          <CheckboxField<InstallationInput>
            name="leadsConsent"
            label={t`I agree to be contacted about this application`}
            required
          />
        ) : undefined}
        {navigation}
      </>
    ),
    [
      t,
      business,
      cnaes.data,
      retailers.data,
      invoiceRequired,
      config.selectComerOrigin,
      config.mustAcceptMorosityVerification,
      options.requireLeadConsent,
      navigation,
    ],
  );

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t`Supply point`}>
      {cupsField}
      {addressLookupFields}
      {otherFields}
    </Form>
  );
}
