// What the CUPS lookup knows of the supply point typed in a comparator (issue 41): its contracting configuration
// (visitor-features §7 "GET contractacio/config/cups/{cups}?old=0 (v1): power, access_tariff"; "GET
// /gas/contractacio/config/cups/{cups} (v2): gas config by CUPS") prefills power and tariff; a CUPS the other energy's
// lookup knows (a gas one in the electricity comparator, or the reverse) is refused by the form.
import type { AccessTariff, CupsConfigResponse } from '@portal/shared/api-types';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from '@portal/shared/forms';
import { isHttpError } from '@portal/shared/http';
import { isValidCups, normalizeCups } from '@portal/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { comparatorQueries, type Energy } from './api/comparator-queries';

export interface CupsLookup {
  /** The CUPS as looked up (normalised). */
  cups: string;
  /** The supply point's configuration, when it is one of this energy's. */
  config?: CupsConfigResponse;
  /** The supply point is the other energy's. */
  otherEnergy: boolean;
}

const OTHER: Record<Energy, Energy> = { electricity: 'gas', gas: 'electricity' };

/** Looks the typed CUPS up once it is valid; the other energy's lookup only when this one does not know it. */
export function useCupsLookup(energy: Energy, typed: string | undefined): CupsLookup {
  const cups = normalizeCups(typed ?? '');
  const valid = isValidCups(cups);
  const own = useQuery({ ...comparatorQueries.cupsConfig(energy, cups), enabled: valid });
  const unknown = valid && own.isError && isHttpError(own.error, 404);
  const other = useQuery({ ...comparatorQueries.cupsConfig(OTHER[energy], cups), enabled: unknown });
  return { cups, config: valid ? own.data : undefined, otherEnergy: unknown && other.isSuccess };
}

/** The tariff of the lookup among the comparator's own (by id, else by name), as the select's value. */
export function tariffValue(config: CupsConfigResponse, tariffs: AccessTariff[]): string | undefined {
  const tariff =
    tariffs.find((t) => t.id === config.access_tariff.id) ??
    tariffs.find((t) => t.name === config.access_tariff.name);
  return tariff ? String(tariff.id) : undefined;
}

/** A power as the form shows it (§5 "Comma is the decimal separator"); none for 0. */
export function powerValue(power: number): string | undefined {
  return power > 0 ? String(power).replace('.', ',') : undefined;
}

/** The CUPS found to be the other energy's, for the schema's check (`isOtherEnergy`): one set per form. */
export function useOtherEnergyCups(): ReadonlySet<string> {
  const [found] = useState(() => new Set<string>());
  return found;
}

/**
 * Wires a comparator form to the lookup: answers the configuration of a CUPS typed in it (not the one it starts with),
 * for the form to prefill; a CUPS of
 * the other energy joins `otherEnergyCups` (useOtherEnergyCups, read by the schema) and the CUPS field is checked
 * again at once.
 */
export function useCupsCheck<Input extends FieldValues, Output>(
  energy: Energy,
  form: UseFormReturn<Input, unknown, Output>,
  otherEnergyCups: ReadonlySet<string>,
): CupsConfigResponse | undefined {
  const cupsField = 'cups' as FieldPath<Input>;
  const typed: unknown = useWatch({ control: form.control, name: cupsField });
  const { config, otherEnergy, cups } = useCupsLookup(energy, typeof typed === 'string' ? typed : '');
  // The CUPS the form starts with (back from a result): its fields hold what the visitor chose, not to be prefilled.
  const [startCups] = useState(() => {
    const start: unknown = form.getValues(cupsField);
    return normalizeCups(typeof start === 'string' ? start : '');
  });
  useEffect(() => {
    if (!otherEnergy) return;
    (otherEnergyCups as Set<string>).add(cups);
    void form.trigger(cupsField);
  }, [otherEnergy, cups, form, otherEnergyCups, cupsField]);
  return cups === startCups ? undefined : config;
}
