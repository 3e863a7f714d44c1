// A control linked to its field's helper and error texts (used by the form fields of @portal/shared/forms and by the
// file upload).
import { useFieldContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Chakra (Ark) links the error with aria-errormessage only, which several screen readers ignore: the control also
 * gets aria-describedby naming the helper and the error text, so the error is read with the field.
 *
 * The helper text should carry an id of its own (`helperTextId`, from `useId()`), not the one Ark gives it: Ark looks for an
 * element with its own id in a layout effect after the field mounts, and finding one sets state, which renders every
 * field with a helper text a second time, synchronously, in the commit that mounted the form (decision 009).
 */
export function LinkedControl({
  helperTextId,
  hasHelper = false,
  children,
}: {
  /** The id given to the field's helper text, when it has one. */
  helperTextId?: string;
  /** @deprecated (0.2.4) The helper text carries Ark's id; pass `helperTextId` instead. */
  hasHelper?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const { ids, invalid } = useFieldContext();
  const helper = helperTextId ?? (hasHelper ? ids.helperText : undefined);
  const describedBy = [helper, invalid ? ids.errorText : undefined].filter(Boolean);
  return <>{children(describedBy.length ? describedBy.join(' ') : undefined)}</>;
}
