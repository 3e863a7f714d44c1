// A control linked to its field's helper and error texts (used by the form fields of @portal/shared/forms and by the
// file upload).
import { useFieldContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Chakra (Ark) links the error with aria-errormessage only, which several screen readers ignore: the control also
 * gets aria-describedby naming the helper and the error text, so the error is read with the field.
 */
export function LinkedControl({
  hasHelper,
  children,
}: {
  hasHelper: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const { ids, invalid } = useFieldContext();
  const describedBy = [hasHelper ? ids.helperText : undefined, invalid ? ids.errorText : undefined].filter(
    Boolean,
  );
  return <>{children(describedBy.length ? describedBy.join(' ') : undefined)}</>;
}
