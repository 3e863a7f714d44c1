import { Alert, Button, Stack } from '@portal/shared/ui';
import {
  Form,
  InputField,
  SubmitButton,
  usePortalForm,
  useLocalizedSchema,
  applyServerErrors,
} from '@portal/shared/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { pathTo, Link as RouterLink } from '@portal/shared/routes';
import { useState, type ReactNode } from 'react';
import { resetPassword } from '../api/reset-password';
import { resetPasswordSchema, type ResetPasswordInput, type ResetPasswordValues } from '../schemas';

/** NIF and e-mail; on success a message and the way back to login (visitor-features §2 "Password recovery"). */
export function ResetPasswordForm() {
  const { t } = useLingui();
  const schema = useLocalizedSchema(resetPasswordSchema);
  const form = usePortalForm<ResetPasswordInput, ResetPasswordValues>({
    schema,
    defaultValues: { nif: '', email: '' },
  });
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Stack gap="4">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              We have sent you an e-mail with the instructions to recover your password. Check your inbox.
            </Trans>
          </Alert.Title>
        </Alert.Root>
        <LoginButton primary>
          <Trans>Go to login</Trans>
        </LoginButton>
      </Stack>
    );
  }
  // visitor-features §8: "Password recovery: on a 400, per-field errors; other errors not shown." (What was typed
  // stays, so the visitor can send again.)
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await resetPassword(values);
        setSent(true);
      }}
      onError={(error) => void applyServerErrors(form, error)}
      aria-label={t`Password recovery`}
    >
      <InputField<ResetPasswordInput> name="nif" label={t`NIF`} autoComplete="off" required />
      <InputField<ResetPasswordInput>
        name="email"
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        required
      />
      <SubmitButton>{t`Recover password`}</SubmitButton>
      <LoginButton>
        <Trans>Back to login</Trans>
      </LoginButton>
    </Form>
  );
}

/** The way to the login page: on, once the e-mail is sent (the page's main action), or back, beside the form. */
function LoginButton({ primary = false, children }: { primary?: boolean; children: ReactNode }) {
  return (
    <Button asChild alignSelf="start" {...(primary ? { colorPalette: 'primary' } : { variant: 'ghost' })}>
      <RouterLink to={pathTo('login')}>{children}</RouterLink>
    </Button>
  );
}
