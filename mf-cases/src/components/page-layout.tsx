import { Container, PageHeader, Stack } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export interface PageLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every page of this remote: the page header (its one h1) and the content, wide for tables. */
export function PageLayout({ title, description, actions, children }: PageLayoutProps) {
  return (
    <Container maxW="6xl" py="8">
      <PageHeader title={title} description={description} actions={actions} />
      <Stack gap="6">{children}</Stack>
    </Container>
  );
}
