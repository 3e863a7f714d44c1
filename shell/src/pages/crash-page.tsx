// What shows when the shell itself fails while rendering (the router's error element): a retry that reloads.
import { Button, Heading, Stack, Text } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';

export interface CrashPageProps {
  onRetry?: () => void;
}

export function CrashPage({ onRetry = () => window.location.reload() }: CrashPageProps) {
  const { t } = useLingui();
  return (
    <Stack as="main" align="center" textAlign="center" gap="4" py="16" px="4">
      <Heading as="h1" size="2xl">{t`The portal stopped working`}</Heading>
      <Text>{t`Something unexpected happened. Trying again usually solves it.`}</Text>
      <Button onClick={onRetry}>{t`Try again`}</Button>
    </Stack>
  );
}
