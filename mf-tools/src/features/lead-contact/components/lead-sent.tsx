// The message that follows a sent lead (visitor-features §4: the power calculator's thank-you, the comparators' sent
// message): a status region whose heading takes the focus, since it replaces the form in place.
import { Heading, Stack, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export interface LeadSentProps {
  title: ReactNode;
  children: ReactNode;
}

/** Moves the focus to the heading when it appears, so that keyboard and screen reader users land on the message. */
function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

export function LeadSent({ title, children }: LeadSentProps) {
  return (
    <Stack gap="3" role="status">
      <Heading as="h2" size="lg" tabIndex={-1} ref={focusOnMount}>
        {title}
      </Heading>
      <Text>{children}</Text>
    </Stack>
  );
}
