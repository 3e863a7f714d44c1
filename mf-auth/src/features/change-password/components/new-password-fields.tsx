// The new password and its repeat, with the rules' checklist under them (customer-area §5 "Change password"): the
// change's and the activation's creation of a password (issue 42) ask them alike.
import { useLingui } from '@lingui/react/macro';
import { PasswordField, useWatch } from '@portal/shared/forms';
import type { CreatePasswordInput } from '../schemas';
import { PasswordChecklist } from './password-checklist';

export function NewPasswordFields() {
  const { t } = useLingui();
  const [password = '', repeat = ''] = useWatch<CreatePasswordInput, ['password', 'repeat']>({
    name: ['password', 'repeat'],
  });
  return (
    <>
      <PasswordField<CreatePasswordInput>
        name="password"
        label={t`New password`}
        autoComplete="new-password"
        aria-describedby="password-rules"
        required
      />
      <PasswordField<CreatePasswordInput>
        name="repeat"
        label={t`Repeat the new password`}
        autoComplete="new-password"
        required
      />
      <PasswordChecklist password={password} repeat={repeat} />
    </>
  );
}
