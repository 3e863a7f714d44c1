// The form wrapper: react-hook-form 7 with the valibot resolver. Validation messages come from each feature's schema;
// a server 400 with an errors map lands on the matching fields. Nothing typed is ever reset on a failure.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Box, Stack } from '@chakra-ui/react';
import { useMemo, type ComponentPropsWithoutRef, type DependencyList, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Mode,
  type UseFormReturn,
} from 'react-hook-form';
import type { GenericSchema, GenericSchemaAsync } from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { isHttpError } from '@portal/shared/http';

// react-hook-form is used on both sides of the shell/remote boundary: remotes import it only from here (lint), so
// one copy, the shared singleton's, serves every form.
export {
  Controller,
  useController,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';

export interface UsePortalFormOptions<Input extends FieldValues, Output> {
  schema: GenericSchema<Input, Output> | GenericSchemaAsync<Input, Output>;
  defaultValues?: DefaultValues<Input>;
  /** When fields validate; the default shows an error once a field is left, then live. */
  mode?: Mode;
}

export function usePortalForm<Input extends FieldValues, Output = Input>({
  schema,
  defaultValues,
  mode = 'onTouched',
}: UsePortalFormOptions<Input, Output>): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ resolver: valibotResolver(schema), defaultValues, mode });
}

/**
 * A valibot schema whose messages follow the active locale: `factory` runs again when the locale or one of `deps` (the
 * settings the schema reads) changes. Forms call this instead of memoising on `i18n.locale` themselves.
 */
export function useLocalizedSchema<S>(factory: () => S, deps: DependencyList = []): S {
  const { i18n } = useLingui();
  // The locale is the hidden input of every message the factory writes; deps are the caller's own inputs.
  return useMemo(factory, [i18n.locale, ...deps]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** Sets the field errors of a 400 answer on the fields the form has; returns the messages matching no field. */
export function applyServerErrors<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  error: unknown,
): string[] {
  if (!isHttpError(error)) return [];
  const values: unknown = form.getValues();
  const unmatched: string[] = [];
  let first = true;
  for (const [name, message] of Object.entries(error.errors)) {
    if (hasPath(values, name)) {
      form.setError(name as FieldPath<Input>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      unmatched.push(message);
    }
  }
  return unmatched;
}

function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}

/** Where a form keeps the server messages that match no field (shown above the form by `Form`). */
export const SERVER_ERROR_KEY = 'root.server';

/** Shows `message` above the form, as a failure no field owns. */
export function setServerError<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  message: string,
): void {
  form.setError(SERVER_ERROR_KEY as FieldPath<Input>, { type: 'server', message });
}

export interface FormProps<Input extends FieldValues, Output> extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'onError'
> {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (values: Output) => unknown;
  /** Handles a failed submit; by default a 400's field errors go on the fields and the rest above the form. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  onError,
  children,
  ...rest
}: FormProps<Input, Output>) {
  const { t } = useLingui();
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (onError) return onError(error);
      const unmatched = applyServerErrors(form, error);
      // A 400's field errors, or another answer's (a 413 naming the file field), shown under their fields only.
      const onFields = isHttpError(error) && Object.keys(error.errors).length > unmatched.length;
      const message =
        unmatched.join(' ') || (onFields ? '' : t`The operation cannot be done now. Try again later.`);
      if (message) setServerError(form, message);
    }
  });
  const fieldsContext = useFieldsContext(form);
  return (
    <FormProvider {...fieldsContext}>
      <form noValidate {...rest} onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <ServerError />
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * What the fields read from the form (`useFormContext`): its methods, which never change, and its state read live
 * (`formState`'s getters read the form's current state). Handed as the form gives it, the context changed at every render
 * of the form's owner (react-hook-form makes `formState` a new object each render), so every field rendered again with
 * its owner even inside a memoised body: at mount too, where `useForm` renders its owner a second time to set `isReady`
 * (decision 011), and at each answer of a query the owner reads (issue 47). A field reads its own state through
 * `useController` or `useFormState`, which subscribe it; a component that reads `useFormContext().formState` sees the
 * current values but is rendered again only when its parent is.
 */
function useFieldsContext<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
): UseFormReturn<Input, unknown, Output> {
  return useMemo(() => ({ ...form, formState: liveFormState(form) }), [form]);
}

/** An object whose every property reads the same property of the form's current `formState`. */
function liveFormState<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
): UseFormReturn<Input, unknown, Output>['formState'] {
  const state = {};
  // react-hook-form defines formState's properties as getters that are not enumerable.
  for (const key of Object.getOwnPropertyNames(form.formState)) {
    Object.defineProperty(state, key, {
      enumerable: true,
      get: () => form.formState[key as keyof typeof form.formState],
    });
  }
  return state as UseFormReturn<Input, unknown, Output>['formState'];
}

/**
 * The form's message above its fields (setServerError). It reads the form's state on its own (`useFormState`): read
 * by the form (`form.formState`), every change of the errors (each submit) rendered the component that owns the form
 * again, and with it every field's kit components, instead of the fields whose state changed (issue 47 item 1).
 */
function ServerError() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  return message ? (
    <Box role="alert" color="fg.error" borderWidth="1px" borderColor="border.error" rounded="md" p="3">
      {message}
    </Box>
  ) : undefined;
}
