// What both comparators' automatic forms do before their own fields (visitor-features §2 "Gas comparator: same
// pattern"; issue 41): the form on the energy's schema, which refuses a CUPS the other energy's lookup knows, and the
// CUPS lookup's values prefilled in the fields the visitor has not typed in (checked at once where one was wrong).
import type { AccessTariff, ComparisonResult, CupsConfigResponse } from '@portal/shared/api-types';
import {
  applyServerErrors,
  setServerError,
  useFocusOnReturn,
  useLocalizedSchema,
  usePortalForm,
  type FieldPath,
  type FieldValues,
  type UsePortalFormOptions,
} from '@portal/shared/forms';
import { useEffect } from 'react';
import type { Energy } from './api/comparator-queries';
import type { ComparatorLookups } from './components/lookups';
import type { CompareSchemaOptions } from './schemas';
import { useCupsCheck, useOtherEnergyCups } from './use-cups-lookup';

/** A comparison done: what was typed (kept for going back to the form), what was sent and the answer. */
export interface Compared<Input, Request> {
  input: Input;
  request: Request;
  result: ComparisonResult;
}

/** A comparator form's props: the lookups, what it starts with (back from a result) and where a comparison goes. */
export interface CompareFormProps<Input, Request> extends ComparatorLookups {
  initialValues?: Input;
  onCompared: (compared: Compared<Input, Request>) => void;
}

/** The lookup's value of each field it prefills; undefined where it knows none. */
export type ComparePrefill<Input extends FieldValues> = (
  config: CupsConfigResponse,
  tariffs: AccessTariff[],
) => Partial<Record<FieldPath<Input>, string | undefined>>;

export interface CompareFormOptions<Input extends FieldValues, Output, Request> {
  energy: Energy;
  /** Back from a result, with what was typed: the caret goes to the CUPS, the form's first field. */
  returning: boolean;
  /** The energy's schema (a module-level function: the form builds it once per locale). */
  schema: (options: CompareSchemaOptions) => UsePortalFormOptions<Input, Output>['schema'];
  defaultValues: UsePortalFormOptions<Input, Output>['defaultValues'];
  tariffs: AccessTariff[];
  retailers: ComparatorLookups['retailers'];
  /** A module-level function, so that the prefill runs when the lookup or the tariffs change, not at every render. */
  prefill: ComparePrefill<Input>;
  /** Sends the comparison: what was sent and the answer. */
  send: (values: Output) => Promise<{ request: Request; result: ComparisonResult }>;
  onCompared: (compared: Compared<Input, Request>) => void;
  /** The form's message for a failed comparison, its fields' errors already placed (`unmatched`: those that were
   * not); none to say nothing more. */
  failureMessage: (error: unknown, unmatched: readonly string[]) => string | undefined;
}

export function useCompareForm<Input extends FieldValues, Output, Request>({
  energy,
  returning,
  schema: makeSchema,
  defaultValues,
  tariffs,
  retailers,
  prefill,
  send,
  onCompared,
  failureMessage,
}: CompareFormOptions<Input, Output, Request>) {
  const otherEnergyCups = useOtherEnergyCups();
  const schema = useLocalizedSchema(() => makeSchema({ isOtherEnergy: (cups) => otherEnergyCups.has(cups) }));
  const form = usePortalForm<Input, Output>({
    schema,
    defaultValues,
  });
  // Both energies' forms have the CUPS (CompareFormLayout's first field).
  useFocusOnReturn(form, 'cups' as FieldPath<Input>, returning);
  const config = useCupsCheck(energy, form, otherEnergyCups);
  useEffect(() => {
    if (!config) return;
    const values = prefill(config, tariffs);
    // The field the visitor is in, even still empty, is theirs: a value written under the caret would be joined to
    // what they type next ("4,6" and "4,6" read "4,64,6").
    const focused = document.activeElement;
    const typingIn = focused instanceof HTMLInputElement ? focused.name : undefined;
    for (const name of Object.keys(values) as FieldPath<Input>[]) {
      const value = values[name];
      const { isDirty, invalid } = form.getFieldState(name);
      // Every prefilled field is a text input: the lookup's value is its text.
      if (value !== undefined && !isDirty && name !== typingIn)
        form.setValue(name, value as Parameters<typeof form.setValue>[1], { shouldValidate: invalid });
    }
  }, [config, tariffs, form, prefill]);

  const onSubmit = async (values: Output) => {
    const { request, result } = await send(values);
    onCompared({ input: form.getValues(), request, result });
  };
  const onError = (error: unknown) => {
    const message = failureMessage(error, applyServerErrors(form, error));
    if (message) setServerError(form, message);
  };
  // What CompareFormLayout takes besides the form's name and its tariff field.
  return { form, layout: { form, onSubmit, onError, retailers, tariffs } };
}
