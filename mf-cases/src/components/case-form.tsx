// The frame every case form shares (request, customer contact, unsigned contact, complaint, a request's reply): it
// sends the values with the progress of their files shown (issue 11 "uploads show progress"), hands the answer on, and
// turns a failure into errors on the fields in the customer's language (caseFormError); any other failure says that
// nothing was sent (the default of `Form`), and what was typed stays.
import { Form, type FieldValues, type UseFormReturn } from '@portal/shared/forms';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { caseFormError } from '../lib/case-form-errors';
import type { Sending } from '../lib/create-case';
import { FormUploadProgress } from './upload-progress';

export interface CaseFormProps<Input extends FieldValues, Values, Result> {
  form: UseFormReturn<Input, unknown, Values>;
  /** The form's accessible name. */
  label: string;
  /** The form's call, given the values and where to report the share of the files sent. */
  mutation: Pick<UseMutationResult<Result, Error, Sending<Values>>, 'mutateAsync'>;
  onSent: (result: Result) => void;
  /** Called as the values leave, before the call (the reply form hides its last "sent" then). */
  onSending?: () => void;
  /** Fields the form has but does not show (the autolectures category): their errors go above the form. */
  hiddenFields?: readonly string[];
  /** The form's buttons, under the progress of its files. */
  actions: ReactNode;
  children: ReactNode;
}

export function CaseForm<Input extends FieldValues, Values, Result>({
  form,
  label,
  mutation,
  onSent,
  onSending,
  hiddenFields,
  actions,
  children,
}: CaseFormProps<Input, Values, Result>) {
  const [progress, setProgress] = useState(0);
  return (
    <Form
      form={form}
      aria-label={label}
      onSubmit={async (values) => {
        setProgress(0);
        onSending?.();
        try {
          onSent(await mutation.mutateAsync({ values, onProgress: setProgress }));
        } catch (error) {
          throw caseFormError(error, { hiddenFields });
        }
      }}
    >
      {children}
      <FormUploadProgress value={progress} />
      {actions}
    </Form>
  );
}
