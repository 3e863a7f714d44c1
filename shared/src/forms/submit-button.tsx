import { Button, type ButtonProps } from '@chakra-ui/react';
import { useFormState } from 'react-hook-form';

export type SubmitButtonProps = Omit<ButtonProps, 'type'>;

/** The form's submit button: disabled, with a spinner, while the submit runs (no double submissions). */
export function SubmitButton({ children, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      colorPalette="primary"
      loadingText={children}
      {...props}
      type="submit"
      loading={isSubmitting}
      disabled={disabled || isSubmitting}
    >
      {children}
    </Button>
  );
}
