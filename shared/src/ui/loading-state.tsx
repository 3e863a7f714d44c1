import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface LoadingStateProps {
  label?: ReactNode;
}

/** Content on its way: a spinner and a label that screen readers announce (role status). */
export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useLingui();
  return (
    <HStack role="status" gap="3" py="6" justify="center" color="fg.muted">
      <Spinner size="md" aria-hidden />
      <Text>{label ?? t`Loading…`}</Text>
    </HStack>
  );
}
