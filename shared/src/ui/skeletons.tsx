// Content on its way, drawn in the shape of what will replace it (issue 44 §3: "skeletons shaped like the content
// instead of 'Cargando…' text"): a list's rows, a grid of cards, a detail's labelled values, a form's fields, a page.
// The shapes take roughly the room of the content, so the page moves little when it arrives. What screen readers get is
// unchanged: a status with the busy label (visually hidden), as LoadingState's spinner had it.
import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type SkeletonShape = 'list' | 'cards' | 'detail' | 'form' | 'page' | 'chart';

/** One grey bar of a skeleton; it pulses unless the reader asked for less motion. */
function Bar({ w = 'full', h = '4', radius = 'l1' }: { w?: string; h?: string; radius?: string }) {
  return (
    <Box
      w={w}
      maxW="full"
      h={h}
      flexShrink={0}
      bg="bg.emphasized"
      borderRadius={radius}
      animation="pulse"
      _motionReduce={{ animation: 'none' }}
    />
  );
}

function ListShape() {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="l2">
      {['45%', '60%', '35%', '50%'].map((w, i) => (
        <Flex key={w} gap="4" align="center" px="4" py="4" borderTopWidth={i ? '1px' : '0'}>
          <Stack gap="2" flex="1" minW="0">
            <Bar w={w} />
            <Bar w="30%" h="3" />
          </Stack>
          <Bar w="5rem" h="6" radius="full" />
        </Flex>
      ))}
    </Stack>
  );
}

function CardsShape() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {[0, 1, 2].map((i) => (
        <Stack key={i} gap="3" p="4" borderWidth="1px" borderRadius="l3">
          <Bar w="60%" h="5" />
          <Bar w="85%" h="3" />
          <Bar w="70%" h="3" />
          <Bar w="7rem" h="9" radius="l2" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function DetailShape() {
  return (
    <Stack gap="4" p="4" borderWidth="1px" borderRadius="l3">
      <Bar w="40%" h="6" />
      {['55%', '35%', '65%', '45%', '30%'].map((w) => (
        <Flex key={w} gap="4" direction={{ base: 'column', sm: 'row' }}>
          <Bar w="9rem" h="3" />
          <Bar w={w} />
        </Flex>
      ))}
    </Stack>
  );
}

function FormShape() {
  return (
    <Stack gap="5">
      {['8rem', '11rem', '6rem'].map((w) => (
        <Stack key={w} gap="2">
          <Bar w={w} h="3" />
          <Bar h="10" radius="l2" />
        </Stack>
      ))}
      <Bar w="8rem" h="10" radius="l2" />
    </Stack>
  );
}

function PageShape() {
  return (
    <Stack gap="4">
      <Bar w="50%" h="8" />
      <Bar w="80%" />
      <Bar w="65%" />
      <Bar w="72%" />
    </Stack>
  );
}

function ChartShape() {
  return <Bar h="16rem" radius="l3" />;
}

const SHAPES: Record<SkeletonShape, () => ReactNode> = {
  list: ListShape,
  cards: CardsShape,
  detail: DetailShape,
  form: FormShape,
  page: PageShape,
  chart: ChartShape,
};

export interface ContentSkeletonProps {
  shape: SkeletonShape;
  /** What is loading, for screen readers ("Loading the invoices…"); "Loading…" by default. */
  label?: ReactNode;
}

export function ContentSkeleton({ shape, label }: ContentSkeletonProps) {
  const { t } = useLingui();
  const Shape = SHAPES[shape];
  return (
    <Box role="status" data-skeleton={shape} w="full">
      <Text srOnly>{label ?? t`Loading…`}</Text>
      <Box aria-hidden>
        <Shape />
      </Box>
    </Box>
  );
}
