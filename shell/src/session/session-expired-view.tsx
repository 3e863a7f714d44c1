// The session-expired dialog's view, loaded on demand by SessionExpiredDialog.
import { useLingui } from '@lingui/react/macro';
import { Button, Portal } from '@portal/shared/ui';
import { Dialog } from '@portal/shared/widgets';

export default function SessionExpiredView({ onExit }: { onExit: () => void }) {
  const { t } = useLingui();
  const exit = onExit;
  return (
    <Dialog.Root open role="alertdialog" closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Your session has expired`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t`The session has expired, sign in again`}</Dialog.Body>
            <Dialog.Footer>
              <Button onClick={exit}>{t`Exit`}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
