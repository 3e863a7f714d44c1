import { Input, InputGroup, NewTabLink, Stack } from '@portal/shared/ui';
import {
  applyServerErrors,
  CheckboxField,
  Form,
  FormField,
  InputField,
  SubmitButton,
  usePortalForm,
  useLocalizedSchema,
  setServerError,
} from '@portal/shared/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignUpResponse } from '@portal/shared/api-types';
import { isHttpError } from '@portal/shared/http';
import { useSetting } from '@portal/shared/settings';
import { useMemo, useState } from 'react';
import { signUp } from '../api/sign-up';
import { clearSignUpDraft, loadSignUpDraft } from '../draft';
import {
  CUPS_SUFFIX_MAX_INPUT,
  PHONE_MAX_LENGTH,
  PHONE_PREFIX,
  signUpSchema,
  type SignUpInput,
  type SignUpValues,
} from '../schemas';
import { useSignUpDraft } from '../use-sign-up-draft';
import { SignUpResult } from './sign-up-result';

/** Sign-up / activation (customer-area §2): the draft survives a reload; the answer replaces the form when done. */
export function SignUpForm() {
  const { t } = useLingui();
  const phoneField = useSetting('signUp.phoneField');
  const invoiceNumberField = useSetting('signUp.invoiceNumberField');
  // Where only a personal id is accepted (the brand's setting), company ids are refused.
  const personalIdsOnly = useSetting('signUp.personalIdsOnly');
  const conditions = useSetting('links.conditions');
  const gdpr = useSetting('links.gdpr');
  const schema = useLocalizedSchema(
    () => signUpSchema({ phoneField, invoiceNumberField, personalIdsOnly }),
    [phoneField, invoiceNumberField, personalIdsOnly],
  );
  const defaultValues = useMemo(() => loadSignUpDraft(), []);
  const form = usePortalForm<SignUpInput, SignUpValues>({ schema, defaultValues });
  const [result, setResult] = useState<SignUpResponse['render']>();
  useSignUpDraft(form.control, result === undefined);

  const onSubmit = async (values: SignUpValues) => {
    setResult(undefined);
    const render = await signUp(values);
    if (render.errors.length === 0) clearSignUpDraft();
    setResult(render);
  };
  const onError = (error: unknown) => {
    // Sign-up failures are throttled like the login (issue 15 finding 5): the API answers 429 too_many_attempts.
    if (isHttpError(error, 429))
      return setServerError(form, t`Too many attempts. Please wait a few minutes before trying again.`);
    const unmatched = applyServerErrors(form, error);
    if (isHttpError(error, 400) && unmatched.length === 0) return;
    setServerError(form, unmatched.join(' ') || t`The data cannot be validated now. Please try again later.`);
  };

  if (result && result.errors.length === 0) return <SignUpResult render={result} />;
  return (
    <Stack gap="4">
      {result ? <SignUpResult render={result} /> : undefined}
      <Form form={form} onSubmit={onSubmit} onError={onError} aria-label={t`Sign up`}>
        <InputField<SignUpInput> name="nif" label={t`Tax id (NIF)`} autoComplete="off" required />
        <InputField<SignUpInput> name="contract" label={t`Contract number`} autoComplete="off" required />
        {invoiceNumberField ? (
          <InputField<SignUpInput>
            name="invoiceNumber"
            label={t`Invoice number`}
            autoComplete="off"
            required
          />
        ) : undefined}
        <InputField<SignUpInput>
          name="cupsSuffix"
          label={t`Last 6 characters of the CUPS (optional)`}
          helperText={t`The CUPS is the code of your supply point; it is on your invoice.`}
          autoComplete="off"
          maxLength={CUPS_SUFFIX_MAX_INPUT}
        />
        <InputField<SignUpInput> name="email" label={t`E-mail`} type="email" autoComplete="email" required />
        <InputField<SignUpInput>
          name="email2"
          label={t`Repeat the e-mail`}
          type="email"
          autoComplete="off"
          required
        />
        {phoneField ? (
          <FormField<SignUpInput> name="phone" label={t`Phone`} required>
            {({ field, describedBy }) => (
              <InputGroup startAddon={PHONE_PREFIX}>
                <Input
                  {...field}
                  aria-describedby={describedBy}
                  value={(field.value as string | undefined) ?? ''}
                  type="tel"
                  autoComplete="tel-national"
                  maxLength={PHONE_MAX_LENGTH}
                />
              </InputGroup>
            )}
          </FormField>
        ) : undefined}
        <CheckboxField<SignUpInput>
          name="accept"
          required
          label={
            <Trans>
              I accept the{' '}
              <NewTabLink href={conditions} variant="underline">
                terms and conditions
              </NewTabLink>{' '}
              and the{' '}
              <NewTabLink href={gdpr} variant="underline">
                privacy policy
              </NewTabLink>
            </Trans>
          }
        />
        <SubmitButton>{t`Activate`}</SubmitButton>
      </Form>
    </Stack>
  );
}
