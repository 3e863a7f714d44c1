// The frame of a remote's page: the page header (its one h1, description, actions) and the content, centred.
// Narrow for the visitor forms, wide for a signed-in page, full for tables.
import { Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageBody } from './page-body';
import { PageHeader } from './page-header';
import type { SkeletonShape } from './skeletons';

export interface PageLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'wide' | 'full';
  /** The body's skeleton for the moment after a route change's heading (PageBody). */
  bodyShape?: SkeletonShape;
}

const MAX_WIDTH = { narrow: 'md', wide: '3xl', full: '6xl' } as const;

export function PageLayout({
  title,
  description,
  actions,
  children,
  width = 'narrow',
  bodyShape,
}: PageLayoutProps) {
  return (
    <Container maxW={MAX_WIDTH[width]} py="8">
      <PageHeader title={title} description={description} actions={actions} />
      <Stack gap="6">
        <PageBody shape={bodyShape}>{children}</PageBody>
      </Stack>
    </Container>
  );
}
