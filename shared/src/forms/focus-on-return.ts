// A form shown again with what was typed in it (back from its result, whose button took the focus with it when it
// left the page) puts the caret in its first field, so that a keyboard or screen reader user goes on from the form and
// not from the page's start (WCAG 2.4.3, focus order). A form shown the first time leaves the focus where it is.
import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** When `returning`, focuses the field `name` of `form` once, as the form is mounted. */
export function useFocusOnReturn<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  name: FieldPath<Input>,
  returning: boolean,
): void {
  useEffect(() => {
    if (returning) form.setFocus(name);
    // At the form's mount only: a later render is the reader's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
