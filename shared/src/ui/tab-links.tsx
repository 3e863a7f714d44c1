// Links that look like tabs, for a list whose tab is in the address (the contracts list's contract type, the
// invoices' display type): each tab is an address of its own (shared, bookmarked, the back button returns to it), the
// current one marked `aria-current="page"`. Links, not Chakra's tabs: no widget state machine before the list's first
// screen (decision 009).
import { Box, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@portal/shared/routes';

export interface TabLink {
  key: string;
  label: ReactNode;
  /** The tab's address (path and query). */
  to: string;
  current: boolean;
}

export interface TabLinksProps {
  /** The navigation's accessible name ("Contract types"). */
  label: string;
  links: readonly TabLink[];
}

export function TabLinks({ label, links }: TabLinksProps) {
  return (
    <HStack as="nav" aria-label={label} gap="1" borderBottomWidth="1px" overflowX="auto">
      {links.map((link) => (
        <Box
          key={link.key}
          asChild
          px="4"
          py="2"
          mb="-1px"
          borderBottomWidth="2px"
          borderColor="transparent"
          fontWeight="medium"
          color="fg.muted"
          whiteSpace="nowrap"
          focusRing="inside"
          css={{ '&[aria-current=page]': { borderColor: 'colorPalette.solid', color: 'fg' } }}
          colorPalette="primary"
        >
          <RouterLink to={link.to} aria-current={link.current ? 'page' : undefined}>
            {link.label}
          </RouterLink>
        </Box>
      ))}
    </HStack>
  );
}
