// The read-only guard's tooltip (Chakra's tooltip: the widgets' machinery), loaded only in a read-only session.
import { Tooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { Portal } from './overlay-styles';

export interface ReadOnlyTooltipProps {
  label: ReactNode;
  /** The focusable wrapper of the disabled control. */
  children: ReactElement;
}

export function ReadOnlyTooltip({ label, children }: ReadOnlyTooltipProps) {
  return (
    <Tooltip.Root openDelay={100} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
