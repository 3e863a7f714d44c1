// The landing of the activation's mailed link (`/activation?user=<tax id>&activation=<code>`, issue 42): the customer
// creates the password, which completes the activation once; the session starts with the answer's token.
import { Alert, Stack } from '@portal/shared/ui';
import { Form, SubmitButton, setServerError, useLocalizedSchema, usePortalForm } from '@portal/shared/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { isHttpError } from '@portal/shared/http';
import { createPasswordSchema, type CreatePasswordInput, type CreatePasswordValues } from '../schemas';
import { NewPasswordFields } from './new-password-fields';
import { registerWithActivation } from '../api/create-password';

export interface CreatePasswordFormProps {
  user: string;
  activation: string;
}

export function CreatePasswordForm({ user, activation }: CreatePasswordFormProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(createPasswordSchema);
  const form = usePortalForm<CreatePasswordInput, CreatePasswordValues>({
    schema,
    defaultValues: { password: '', repeat: '' },
  });

  const onSubmit = async (values: CreatePasswordValues) => {
    await registerWithActivation({ user, password: values.password, activation });
  };
  const onError = (error: unknown) => {
    if (isHttpError(error, 403))
      return setServerError(
        form,
        t`This link is not valid or has expired. Activate your account again to receive a new one.`,
      );
    if (isHttpError(error, 429))
      return setServerError(form, t`Too many attempts. Please wait a few minutes before trying again.`);
    setServerError(form, t`The password could not be created. Please try again later.`);
  };

  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Create the password of your account {user}.</Trans>
        </Alert.Title>
      </Alert.Root>
      <Form form={form} onSubmit={onSubmit} onError={onError} aria-label={t`Create your password`}>
        <NewPasswordFields />
        <SubmitButton>{t`Create password`}</SubmitButton>
      </Form>
    </Stack>
  );
}
