// What a route or slot shows in place of a remote that is down, disabled or broken: the rest of the page keeps working.
import { Alert, Button } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';

export interface SectionUnavailableProps {
  onRetry: () => void;
}

export function SectionUnavailable({ onRetry }: SectionUnavailableProps) {
  return (
    <Alert.Root status="warning" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Section unavailable</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>This section could not be loaded. The rest of the portal keeps working.</Trans>
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </Alert.Root>
  );
}
