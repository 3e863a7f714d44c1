import { Box, Heading } from '@portal/shared/ui';
import { type ReactNode, useId } from 'react';

export interface SectionCardProps {
  title: ReactNode;
  /** The section's anchor (`#consumption` and the like scroll to it). */
  id?: string;
  children: ReactNode;
}

/** A titled section of a page (an h2 in a bordered box), a landmark named by its title. */
export function SectionCard({ title, id, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={titleId}
      borderWidth="1px"
      rounded="l3"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="lg" id={titleId} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
