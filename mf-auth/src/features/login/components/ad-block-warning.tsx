import { Alert } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { useAdBlockDetected } from '@portal/shared/settings';

/** Shown when the shell's detection found an ad blocker (customer-area §2 "Login"). */
export function AdBlockWarning() {
  const detected = useAdBlockDetected();
  if (!detected) return undefined;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>An ad blocker has been detected</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>It may stop parts of the portal from working. Please turn it off for this site.</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
