// While an agent impersonates a customer (read-only token), actions that change data are shown but disabled, with
// a tooltip saying why. The disabled control sits in a focusable wrapper so keyboard users reach the tooltip too.
// The tooltip's code (the widgets' machinery) loads only in a read-only session: a customer's own session never
// fetches it with the page (decision 009); the wrapper is there, and swallows clicks, from the start.
import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { cloneElement, isValidElement, lazy, Suspense, useRef, type ReactElement } from 'react';
import { useAuth } from '@portal/shared/auth';
import type { ReadOnlyTooltipProps } from './read-only-tooltip';

// Code that cannot be fetched leaves the control disabled in its wrapper, without the tooltip.
const ReadOnlyTooltip = lazy(() =>
  import('./read-only-tooltip').then(
    (module) => ({ default: module.ReadOnlyTooltip }),
    () => ({ default: ({ children }: ReadOnlyTooltipProps) => children }),
  ),
);

export interface ReadOnlyGuardProps {
  /** One control (a button, a link styled as a button). */
  children: ReactElement<{ disabled?: boolean; 'aria-disabled'?: boolean; tabIndex?: number }>;
}

export function ReadOnlyGuard({ children }: ReadOnlyGuardProps) {
  const { t } = useLingui();
  const readOnly = useAuth((state) => state.readOnly);
  // Whether a keyboard user is on the wrapper when the tooltip's code arrives: the wrapper is then rendered anew
  // inside the tooltip, the focus goes back to it, and the tooltip opens at once.
  const focused = useRef(false);
  if (!readOnly || !isValidElement(children)) return children;
  const disabled = cloneElement(children, { disabled: true, 'aria-disabled': true, tabIndex: -1 });
  const wrapper = (
    <Box
      as="span"
      display="inline-flex"
      tabIndex={0}
      rounded="l2"
      focusRing="outside"
      data-read-only=""
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
      // A link ignores `disabled`: the wrapper swallows the click so nothing changes while impersonating.
      onClickCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {disabled}
    </Box>
  );
  const refocus = (node: HTMLElement | null) => {
    if (node && focused.current && (!document.activeElement || document.activeElement === document.body))
      node.focus();
  };
  return (
    <Suspense fallback={wrapper}>
      <ReadOnlyTooltip
        label={t`This action cannot be done while impersonating`}
        focusedOnArrival={() => focused.current}
      >
        {cloneElement(wrapper, { ref: refocus })}
      </ReadOnlyTooltip>
    </Suspense>
  );
}
