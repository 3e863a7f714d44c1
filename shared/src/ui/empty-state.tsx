import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, as a picture (a lucide icon, decorative); an inbox by default. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The next thing to do: a button or link out of the empty state. */
  action?: ReactNode;
}

/** Nothing to show yet (issue 44 §3: "empty states with an icon and the next action"), in the brand's colours. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator
          color="colorPalette.fg"
          bg="colorPalette.subtle"
          borderRadius="full"
          p="3"
          aria-hidden
        >
          {icon ?? <Inbox />}
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? (
            <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
          ) : undefined}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
