// The account-switch dialog's view, loaded on demand by AccountSwitchDialog: keep my session (also Escape or the close
// button) or switch to the other account.
import { useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Portal } from '@portal/shared/ui';
import { Dialog } from '@portal/shared/widgets';
import { keepCurrentSession, switchAccount } from './account-switch';
import { loginWithToken } from './bootstrap-session';

export default function AccountSwitchView() {
  const { t } = useLingui();
  return (
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={(details) => {
        if (!details.open) keepCurrentSession();
      }}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`This link opens another account`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                {t`You are signed in, and the link you opened signs in to another customer's account. Do you want to keep your session or switch to the other account?`}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={keepCurrentSession}>
                {t`Keep my session`}
              </Button>
              <Button colorPalette="primary" onClick={() => void switchAccount(loginWithToken)}>
                {t`Switch to the other account`}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
