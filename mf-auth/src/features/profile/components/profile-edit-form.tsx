import { Button, HStack } from '@portal/shared/ui';
import { Form, InputField, SubmitButton, usePortalForm, useLocalizedSchema } from '@portal/shared/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@portal/shared/api-types';
import { useUpdateUser } from '../api/update-user';
import { profileSchema, type ProfileInput, type ProfileValues } from '../schemas';

export interface ProfileEditFormProps {
  profile: Profile;
  onDone: () => void;
}

/** Mobile and e-mail; a 400's errors land on the fields (Form's default), the typed values stay. */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(profileSchema);
  const form = usePortalForm<ProfileInput, ProfileValues>({
    schema,
    defaultValues: { email: profile.email ?? '', mobile: profile.mobile ?? '' },
  });
  const update = useUpdateUser();
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        onDone();
      }}
      aria-label={t`Edit contact data`}
    >
      <InputField<ProfileInput> name="email" label={t`E-mail`} type="email" autoComplete="email" required />
      <InputField<ProfileInput>
        name="mobile"
        label={t`Mobile`}
        type="tel"
        autoComplete="tel"
        maxLength={24}
      />
      <HStack justify="flex-end" gap="3">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton>{t`Save`}</SubmitButton>
      </HStack>
    </Form>
  );
}
