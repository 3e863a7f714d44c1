// The account-switch dialog's view, loaded on demand by AccountSwitchDialog: keep my session (also Escape or the close
// button) or switch to the other account.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/shared/ui';
import { DialogFrame } from '@portal/shared/widgets';
import { keepCurrentSession, switchAccount } from './account-switch';
import { loginWithToken } from './bootstrap-session';

export default function AccountSwitchView() {
  const { t } = useLingui();
  return (
    <DialogFrame
      role="alertdialog"
      open
      title={t`This link opens another account`}
      onClose={keepCurrentSession}
      closeOnInteractOutside={false}
      footer={
        <>
          <Button variant="outline" onClick={keepCurrentSession}>
            {t`Keep my session`}
          </Button>
          <Button colorPalette="primary" onClick={() => void switchAccount(loginWithToken)}>
            {t`Switch to the other account`}
          </Button>
        </>
      }
    >
      {t`You are signed in, and the link you opened signs in to another customer's account. Do you want to keep your session or switch to the other account?`}
    </DialogFrame>
  );
}
