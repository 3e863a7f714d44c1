// One tile of the home (slot `home.tiles`, customer-area §2): the same frame for every domain's tile (contracts,
// invoices, consumption): a region named by its heading, a line saying what it is for, then its actions, each a
// full-width outlined button whose text starts at the left and wraps.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { SKELETON_BAR } from './skeletons';

/** The props of a tile's action button (`<Button {...HOME_TILE_ACTION}>`). */
export const HOME_TILE_ACTION = {
  variant: 'outline',
  justifyContent: 'flex-start',
  whiteSpace: 'normal',
  textAlign: 'start',
} as const;

export interface HomeTileProps {
  title: string;
  description: string;
  children: ReactNode;
}

export function HomeTile({ title, description, children }: HomeTileProps) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" rounded="l3" p="6" bg="bg.panel">
      <Heading as="h2" size="lg" id={titleId}>
        {title}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {description}
      </Text>
      {children}
    </Box>
  );
}

export interface HomeTileActionsProps<Action extends string> {
  actions: readonly Action[];
  /** The control of an action: a button (HOME_TILE_ACTION), stretched to the tile's width. */
  render: (action: Action) => ReactNode;
}

/** A tile's actions as a list, one control an item. */
export function HomeTileActions<Action extends string>({ actions, render }: HomeTileActionsProps<Action>) {
  return (
    <Stack as="ul" gap="2" p="0" m="0" listStyleType="none">
      {actions.map((action) => (
        <Box as="li" key={action} display="flex" css={{ '& > *': { flex: 1 } }}>
          {render(action)}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * A tile on its way, before its remote's code has arrived (issue 44 §3: "skeletons shaped like the content instead of
 * 'Cargando…' text"): the tile's frame, its heading and line, and six actions, about a tile's height (the contracts'
 * tile has seven; a row takes its tallest tile's), so that the footer under the tiles stays about where it will be.
 * Under a spinner's short box, the footer showed at the screen's foot and jumped away when the tiles came (a layout
 * shift of 0.045 on the visitor's home). A status for screen readers.
 */
export function HomeTileSkeleton() {
  const { t } = useLingui();
  return (
    <Box borderWidth="1px" rounded="l3" p="6" bg="bg.panel" role="status" data-skeleton="tile">
      <Text srOnly>{t`Loading…`}</Text>
      <Stack gap="2" aria-hidden>
        <Box {...SKELETON_BAR} h="1.75rem" w="50%" />
        <Box {...SKELETON_BAR} h="1rem" w="80%" mb="2" />
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Box key={key} {...SKELETON_BAR} h="2.5rem" w="full" rounded="l2" />
        ))}
      </Stack>
    </Box>
  );
}
