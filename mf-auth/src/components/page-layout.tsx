import { Container, Stack, PageHeader } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export interface PageLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Narrow for the visitor forms, wide for the signed-in pages. */
  width?: 'narrow' | 'wide';
}

/** The frame of every page of this remote: the page header (its one h1) and the content, centred. */
export function PageLayout({ title, description, children, width = 'narrow' }: PageLayoutProps) {
  return (
    <Container maxW={width === 'narrow' ? 'md' : '3xl'} py="8">
      <PageHeader title={title} description={description} />
      <Stack gap="6">{children}</Stack>
    </Container>
  );
}
