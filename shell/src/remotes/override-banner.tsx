// On every page while this browser runs a local build of a remote (overrides.ts, issue 48): which remote, from where,
// and a button that resets to the deployment's builds. A refused override says why, until dismissed.
import { Alert, Button, Stack, Text } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import {
  dismissRefusals,
  type OverrideRefusal,
  resetOverrides,
  type RemoteOverride,
  useOverrides,
} from './overrides';

function useRefusalText(): (refusal: OverrideRefusal) => string {
  const { t } = useLingui();
  return ({ reason, name, origin, value }) => {
    switch (reason) {
      case 'disabled':
        return t`The local build of ${name} was refused: this deployment does not allow overrides.`;
      case 'origin':
        return t`The local build of ${name} was refused: ${origin} is not an origin this deployment allows for overrides.`;
      case 'unknown-remote':
        return t`The local build was refused: ${name} is not a remote of this deployment's registry.`;
      default:
        return t`The override "${value}" was refused: write it as remote@manifest address, with an http or https address.`;
    }
  };
}

/** The active overrides, each with its remote and manifest address (the banner and the version page). */
export function OverrideList({ active }: { active: readonly RemoteOverride[] }) {
  const { t } = useLingui();
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {active.map(({ name, manifest }) => (
        <Text as="li" key={name} wordBreak="break-all">
          {t`${name} runs the local build ${manifest}, not the deployment's version.`}
        </Text>
      ))}
    </Stack>
  );
}

export function OverrideBanner() {
  const { t } = useLingui();
  const active = useOverrides((state) => state.active);
  const refused = useOverrides((state) => state.refused);
  const refusalText = useRefusalText();
  if (active.length === 0 && refused.length === 0) return null;
  return (
    <Stack gap="0">
      {active.length > 0 ? (
        <Alert.Root
          status="warning"
          borderRadius="0"
          alignItems="center"
          role="region"
          aria-label={t`Local build`}
        >
          <Alert.Content>
            <Alert.Title>{t`This browser runs a local build`}</Alert.Title>
            <Alert.Description>
              <OverrideList active={active} />
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => resetOverrides()}>
            {t`Reset to the deployment's versions`}
          </Button>
        </Alert.Root>
      ) : undefined}
      {refused.length > 0 ? (
        <Alert.Root status="error" borderRadius="0" alignItems="center" role="alert">
          <Alert.Content>
            <Alert.Title>{t`Override refused`}</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="1" listStyleType="none">
                {refused.map((refusal) => (
                  <Text as="li" key={refusal.value} wordBreak="break-all">
                    {refusalText(refusal)}
                  </Text>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={dismissRefusals}>
            {t`Dismiss`}
          </Button>
        </Alert.Root>
      ) : undefined}
    </Stack>
  );
}
