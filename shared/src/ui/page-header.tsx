import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links for the page, shown beside the title (below it on small screens). */
  actions?: ReactNode;
}

/** A page's title: the one h1 of the page, an optional description and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      gap="4"
      align={{ base: 'stretch', md: 'flex-end' }}
      direction={{ base: 'column', md: 'row' }}
      mb="6"
    >
      <Stack gap="1" flex="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : undefined}
      </Stack>
      {actions ? (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      ) : undefined}
    </Flex>
  );
}
