import { useLingui } from '@lingui/react/macro';
import {
  Form,
  InputField,
  PasswordField,
  SubmitButton,
  usePortalForm,
  useLocalizedSchema,
} from '@portal/shared/forms';
import { useMemo } from 'react';
import { loginWithCredentials } from '../api/login-with-credentials';
import { loginSchema, type LoginInput, type LoginValues } from '../schemas';
import { forgetTypedLogin, rememberTypedLogin, typedLogin } from '../typed-login';

/** User and password. A failure keeps what was typed; its message comes from the store (LoginStatus). */
export function LoginForm() {
  const { t } = useLingui();
  // Rebuilt on a language change so that the validation messages follow it.
  const schema = useLocalizedSchema(loginSchema);
  const defaultValues = useMemo(() => typedLogin(), []);
  const form = usePortalForm<LoginInput, LoginValues>({ schema, defaultValues });
  const submit = async (values: LoginValues) => {
    rememberTypedLogin(values);
    if (await loginWithCredentials(values)) forgetTypedLogin();
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={t`Log in`}>
      <InputField<LoginInput> name="user" label={t`User`} autoComplete="username" required />
      <PasswordField<LoginInput>
        name="password"
        label={t`Password`}
        autoComplete="current-password"
        required
      />
      <SubmitButton width="full">{t`Log in`}</SubmitButton>
    </Form>
  );
}
