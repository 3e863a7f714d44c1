// A centred spinner with an accessible label, while a section or the session is on its way.
import { Center, Spinner, Text, VStack } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';

export interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useLingui();
  const text = label ?? t`Loading…`;
  return (
    <Center py="10" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.primary" aria-hidden />
        <Text>{text}</Text>
      </VStack>
    </Center>
  );
}
