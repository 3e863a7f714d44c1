import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';

export type SubmitButtonProps = Omit<ButtonProps, 'type'>;

/**
 * How long a submit runs before its button shows a spinner. A quicker one (a calculation done in the page, a fast
 * answer) would only flash it, and a page's first spinner adds its style rules inside the click, which makes the
 * browser restyle the whole page there (issue 47 item 1).
 */
export const SPINNER_DELAY_MS = 200;

/** True once `active` has stayed true for `delayMs`; false again as soon as it is not. */
function useActiveFor(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}

/**
 * The form's submit button: disabled at once while the submit runs (no double submissions), with a spinner once it
 * has run for SPINNER_DELAY_MS.
 */
export function SubmitButton({ children, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const slow = useActiveFor(isSubmitting, SPINNER_DELAY_MS);
  return (
    <Button
      colorPalette="primary"
      loadingText={children}
      {...props}
      type="submit"
      loading={slow}
      disabled={disabled || isSubmitting}
    >
      {children}
    </Button>
  );
}
