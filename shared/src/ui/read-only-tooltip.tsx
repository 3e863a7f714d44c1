// The read-only guard's tooltip (Chakra's tooltip: the widgets' machinery), loaded only in a read-only session.
import { Tooltip } from '@chakra-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Portal } from './overlay-styles';

export interface ReadOnlyTooltipProps {
  label: ReactNode;
  /** The focusable wrapper of the disabled control. */
  children: ReactElement;
  /**
   * Whether the focus is already on the wrapper when this code arrives. The tooltip then opens at once: the wrapper
   * is focused again before the tooltip watches the focus, so its focus event alone would not open it.
   */
  focusedOnArrival?: () => boolean;
}

export function ReadOnlyTooltip({ label, children, focusedOnArrival }: ReadOnlyTooltipProps) {
  const [openAtOnce] = useState(() => focusedOnArrival?.() ?? false);
  return (
    <Tooltip.Root openDelay={100} closeDelay={100} defaultOpen={openAtOnce}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
