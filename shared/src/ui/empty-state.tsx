import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import {
  BatteryCharging,
  BellOff,
  ChartColumn,
  FileText,
  FunnelX,
  Inbox,
  LifeBuoy,
  type LucideIcon,
  Mails,
  Paperclip,
  ReceiptText,
  Scale,
  SearchX,
} from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The pictures of the portal's empty states, one per kind of list (issue 44 §3: "empty states with an icon and the next
 * action"): named here so that a remote needs no icon set of its own (lucide-react is a dependency of shared only) and
 * each list shows what is missing, not one inbox everywhere.
 */
export const EMPTY_STATE_ICONS = {
  /** Nothing yet (the default). */
  inbox: Inbox,
  contracts: FileText,
  invoices: ReceiptText,
  batteries: BatteryCharging,
  /** Customer-service requests (cases). */
  cases: LifeBuoy,
  communications: Mails,
  /** A comparison's results. */
  comparison: Scale,
  /** Price alerts. */
  alerts: BellOff,
  attachments: Paperclip,
  /** A consumption curve. */
  consumption: ChartColumn,
  /** A search that found nothing. */
  search: SearchX,
  /** Filters that leave nothing. */
  filter: FunnelX,
} as const satisfies Record<string, LucideIcon>;

export type EmptyStateIcon = keyof typeof EMPTY_STATE_ICONS;

export interface EmptyStateProps {
  /** What is missing, as a picture (decorative): one of EMPTY_STATE_ICONS, an inbox by default. */
  icon?: EmptyStateIcon;
  title: ReactNode;
  description?: ReactNode;
  /** The next thing to do: a button or link out of the empty state. */
  action?: ReactNode;
}

/** Nothing to show yet (issue 44 §3: "empty states with an icon and the next action"), in the brand's colours. */
export function EmptyState({ icon = 'inbox', title, description, action }: EmptyStateProps) {
  const Icon = EMPTY_STATE_ICONS[icon];
  return (
    <ChakraEmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator
          color="colorPalette.fg"
          bg="colorPalette.subtle"
          borderRadius="full"
          p="3"
          aria-hidden
        >
          <Icon aria-hidden data-icon={icon} />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? (
            <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
          ) : undefined}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
