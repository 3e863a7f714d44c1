import { Alert, Button, HStack } from '@portal/shared/ui';
import {
  Form,
  PasswordField,
  SubmitButton,
  usePortalForm,
  useLocalizedSchema,
  setServerError,
} from '@portal/shared/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { isHttpError } from '@portal/shared/http';
import { useState } from 'react';
import { changePassword } from '../api/change-password';
import { changePasswordSchema, type ChangePasswordInput, type ChangePasswordValues } from '../schemas';
import { NewPasswordFields } from './new-password-fields';

export interface ChangePasswordFormProps {
  onCancel: () => void;
}

/** Current, new and repeat, each with show / hide, and the live checklist (customer-area §2 "Change password"). */
export function ChangePasswordForm({ onCancel }: ChangePasswordFormProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(changePasswordSchema);
  const form = usePortalForm<ChangePasswordInput, ChangePasswordValues>({
    schema,
    defaultValues: { current: '', password: '', repeat: '' },
  });
  const [changed, setChanged] = useState(false);

  const onSubmit = async (values: ChangePasswordValues) => {
    setChanged(false);
    await changePassword(values);
    setChanged(true);
    form.reset({ current: '', password: '', repeat: '' });
  };
  // 403: the current password is wrong (customer-area §8 "Password"); any other failure: the generic message.
  const onError = (error: unknown) => {
    if (isHttpError(error, 403)) {
      form.setError(
        'current',
        { type: 'server', message: t`The current password is incorrect` },
        { shouldFocus: true },
      );
    } else {
      setServerError(form, t`The password could not be changed`);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} onError={onError} aria-label={t`Change password`}>
      {changed ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Your password has been changed.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : undefined}
      <PasswordField<ChangePasswordInput>
        name="current"
        label={t`Current password`}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields />
      <HStack justify="flex-end" gap="3">
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton>{t`Change password`}</SubmitButton>
      </HStack>
    </Form>
  );
}
