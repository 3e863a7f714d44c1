// The button of an invoice's row that opens one of its info dialogs (History, Payment): small and underlined like a
// link under the row's status, a button because it opens a dialog rather than going elsewhere. Apart from the dialog
// itself so that the list's first screen does not load the dialog's frame.
import { Button, type ButtonProps } from '@portal/shared/ui';

export interface InfoDialogButtonProps extends ButtonProps {
  /** Called when the button is pointed at, touched or focused: its dialog's code can start loading before the click. */
  onIntent?: () => void;
}

export function InfoDialogButton({ onIntent, ...props }: InfoDialogButtonProps) {
  return (
    <Button
      size="xs"
      variant="plain"
      px="0"
      textDecoration="underline"
      onPointerEnter={onIntent}
      onFocus={onIntent}
      {...props}
    />
  );
}
