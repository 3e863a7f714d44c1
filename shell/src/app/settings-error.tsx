// Without the brand's settings the portal cannot start: the spec's message and a retry.
import { Button, Center, Heading, Stack } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';

export interface SettingsErrorProps {
  onRetry: () => void;
}

export function SettingsError({ onRetry }: SettingsErrorProps) {
  const { t } = useLingui();
  return (
    <Center as="main" minH="100vh" p="4">
      <Stack align="center" gap="4" role="alert">
        <Heading as="h1" size="xl">{t`Error fetching settings`}</Heading>
        <Button onClick={onRetry}>{t`Retry`}</Button>
      </Stack>
    </Center>
  );
}
