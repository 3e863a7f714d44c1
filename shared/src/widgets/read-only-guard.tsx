// While an agent impersonates a customer (read-only token), actions that change data are shown but disabled, with
// a tooltip saying why. The disabled control sits in a focusable wrapper so keyboard users reach the tooltip too.
import { Box, Tooltip, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useAuth } from '@portal/shared/auth';

export interface ReadOnlyGuardProps {
  /** One control (a button, a link styled as a button). */
  children: ReactElement<{ disabled?: boolean; 'aria-disabled'?: boolean; tabIndex?: number }>;
}

export function ReadOnlyGuard({ children }: ReadOnlyGuardProps) {
  const { t } = useLingui();
  const readOnly = useAuth((state) => state.readOnly);
  if (!readOnly || !isValidElement(children)) return children;
  const disabled = cloneElement(children, { disabled: true, 'aria-disabled': true, tabIndex: -1 });
  return (
    <Tooltip.Root openDelay={100} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <Box
          as="span"
          display="inline-flex"
          tabIndex={0}
          rounded="l2"
          focusRing="outside"
          data-read-only=""
          // A link ignores `disabled`: the wrapper swallows the click so nothing changes while impersonating.
          onClickCapture={(event) => {
            event.preventDefault();
            event.stopPropagation();
          }}
        >
          {disabled}
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{t`This action cannot be done while impersonating`}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
