import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageLayoutProps {
  title: ReactNode;
  children: ReactNode;
  /** Narrow for the visitor forms, wide for the signed-in pages. */
  width?: 'narrow' | 'wide';
}

/** The frame of every page of this remote: one h1 and the content, centred. */
export function PageLayout({ title, children, width = 'narrow' }: PageLayoutProps) {
  return (
    <Container maxW={width === 'narrow' ? 'md' : '3xl'} py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
