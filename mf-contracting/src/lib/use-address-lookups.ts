// The lookups of a Spanish address form of the wizard (visitor-features §4 "Wizard": the supply point's and the
// person step's invoice address) and what they fill in: the postal code's localities, a single one chosen at once;
// "the municipality code is set from the chosen locality"; "the province is derived from the locality, read-only,
// and cleared if not uniquely found"; the street types. The form keeps the values under the API's names.
import type { FieldPath, FieldValues, UseFormReturn } from '@portal/shared/forms';
import { geoQueries, usePostalCodeLocalities } from '@portal/shared/widgets';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { uniqueProvince } from './address-lookups';

type FilledField = 'poblacio' | 'ine' | 'state';

export interface AddressLookupsOptions<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Where each filled-in field stands in the form: a function defined once (module level), not in a render. */
  pathOf: (field: FilledField) => FieldPath<T>;
  /** The address as typed so far (the form's watched values). */
  address: { dp?: string; poblacio?: string; ine?: string } | undefined;
  /** Whether the form asks the address at all (the invoice address only when it differs). */
  enabled?: boolean;
}

export function useAddressLookups<T extends FieldValues>({
  form,
  pathOf,
  address,
  enabled = true,
}: AddressLookupsOptions<T>) {
  const { setValue, getValues } = form;
  // Each filled-in field holds a string, wherever pathOf puts it in the form.
  const fill = useCallback(
    (field: FilledField, value: string, shouldValidate = false) =>
      setValue(pathOf(field), value as Parameters<typeof setValue>[1], { shouldValidate }),
    [setValue, pathOf],
  );
  const current = useCallback((field: FilledField): unknown => getValues(pathOf(field)), [getValues, pathOf]);

  const localityLookup = usePostalCodeLocalities(enabled ? (address?.dp ?? '') : '');
  const { localities } = localityLookup;
  const streetTypes = useQuery({ ...geoQueries.streetTypes(), enabled });
  useEffect(() => {
    const [only] = localities;
    if (localities.length === 1 && only && current('poblacio') !== only.city) {
      fill('poblacio', only.city, true);
      fill('ine', only.ine);
    }
  }, [localities, current, fill]);
  const city = address?.poblacio ?? '';
  useEffect(() => {
    if (!localities.length) return;
    const code = localities.find((locality) => locality.city === city)?.ine ?? '';
    if (current('ine') !== code) fill('ine', code);
  }, [city, localities, current, fill]);

  const ine = address?.ine ?? '';
  const provinces = useQuery({ ...geoQueries.provinces(ine), enabled: enabled && ine.length >= 2 });
  const province = ine.length >= 2 ? uniqueProvince(provinces.data) : undefined;
  const { isSubmitted } = form.formState;
  useEffect(() => {
    const id = province ? String(province.id) : '';
    // A province filled in is valid at once: its "Required field" goes without waiting for the next submit.
    if (enabled && current('state') !== id) fill('state', id, id !== '' || isSubmitted);
  }, [province, enabled, isSubmitted, current, fill]);

  return { localityLookup, province, streetTypes: streetTypes.data };
}
