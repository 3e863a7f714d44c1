// One card of the signed-in home's summary (slot `home.summary`, issue 44 item 4: "what needs the customer now"),
// the same frame for every domain: its title with an icon, then its figures, or while they load a skeleton of them,
// or a failure with a retry. Every state keeps the card's height (SUMMARY_CARD_MIN_HEIGHT), and the shell's
// placeholder before the remotes' code arrives has it too (SummaryCardSkeleton), so nothing below moves (CLS).
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilePen, MessageSquareReply, Receipt } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { SKELETON_BAR } from './skeletons';

/** The height every summary card keeps, loaded or not: the tallest card's (invoices: figures and two lines). */
export const SUMMARY_CARD_MIN_HEIGHT = '12.5rem';

const FRAME = {
  borderWidth: '1px',
  rounded: 'l3',
  p: '5',
  bg: 'bg.panel',
  minH: SUMMARY_CARD_MIN_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minW: '0',
} as const;

function Bars() {
  return (
    <Stack gap="2" aria-hidden flex="1">
      <Box {...SKELETON_BAR} h="1.5rem" w="45%" maxW="full" />
      <Box {...SKELETON_BAR} h="0.875rem" w="75%" maxW="full" />
      <Box {...SKELETON_BAR} h="2rem" w="6rem" maxW="full" rounded="l2" mt="auto" />
    </Stack>
  );
}

/** A card on its way, before its remote's code has arrived: the card's shape and height, a status for screen readers. */
export function SummaryCardSkeleton() {
  const { t } = useLingui();
  return (
    <Box {...FRAME} role="status" data-skeleton="summary">
      <Text srOnly>{t`Loading…`}</Text>
      <Box {...SKELETON_BAR} h="1.25rem" w="50%" aria-hidden />
      <Bars />
    </Box>
  );
}

/** The cards' pictures, here so that the remotes do not each bundle an icon library. */
const ICONS = { invoices: Receipt, contracts: FilePen, requests: MessageSquareReply } as const;
export type SummaryIcon = keyof typeof ICONS;

export interface SummaryCardProps {
  title: string;
  /** Its domain's picture, decorative. */
  icon: SummaryIcon;
  /** Its figures are on their way, failed, or there. */
  status: 'pending' | 'error' | 'success';
  onRetry?: () => void;
  /** The figures and the links to where each is handled (shown when `status` is success). */
  children?: ReactNode;
}

export function SummaryCard({ title, icon, status, onRetry, children }: SummaryCardProps) {
  const { t } = useLingui();
  const Icon = ICONS[icon];
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} aria-busy={status === 'pending'} {...FRAME}>
      <HStack gap="2" color="colorPalette.fg" colorPalette="primary">
        <Icon aria-hidden size="20" />
        <Heading as="h3" size="md" id={titleId} color="fg">
          {title}
        </Heading>
      </HStack>
      {status === 'pending' ? (
        <Box role="status" display="flex" flex="1">
          <Text srOnly>{t`Loading…`}</Text>
          <Bars />
        </Box>
      ) : status === 'error' ? (
        <Stack gap="2" role="alert" align="flex-start">
          <Text color="fg.error">
            <Trans>This could not be loaded.</Trans>
          </Text>
          {onRetry ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              <Trans>Retry</Trans>
            </Button>
          ) : undefined}
        </Stack>
      ) : (
        <Stack gap="3" flex="1">
          {children}
        </Stack>
      )}
    </Box>
  );
}
