// The version page's form for a local build (issue 48 item 4): a remote of the registry and its build's manifest
// address, sent as `?override=` so that the same checks apply as to an address typed by hand. Shown only where the
// deployment allows overrides, with the origins it allows.
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { InlineTextField } from '../pages/inline-text-field';
import { requestOverride, useOverrides } from './overrides';

export function OverrideForm({ remotes }: { remotes: readonly string[] }) {
  const { t } = useLingui();
  const allowed = useOverrides((state) => state.allowedOrigins);
  const [remote, setRemote] = useState(remotes[0] ?? '');
  const [manifest, setManifest] = useState('');
  const remoteId = useId();
  if (allowed.length === 0 || remotes.length === 0) return null;
  const origins = allowed.join(', ');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remote && manifest.trim()) requestOverride(remote, manifest);
  };
  return (
    <Stack as="form" gap="2" onSubmit={submit}>
      <Text>{t`Run a local build of one remote in this browser. Allowed origins: ${origins}.`}</Text>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label htmlFor={remoteId}>{t`Remote`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id={remoteId} value={remote} onChange={(e) => setRemote(e.target.value)}>
              {remotes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <InlineTextField
          label={t`Manifest address`}
          rootProps={{ flex: '1', minW: '60' }}
          type="url"
          placeholder="http://localhost:8082/mf-manifest.json"
          value={manifest}
          onValueChange={setManifest}
        />
        <Button type="submit" variant="outline" disabled={manifest.trim().length === 0}>
          {t`Use this build`}
        </Button>
      </HStack>
    </Stack>
  );
}
