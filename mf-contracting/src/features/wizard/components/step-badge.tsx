// One step of the wizard's stepper (issue 44): a numbered mark above the step's name, both coloured by the step's
// state, the number read before the name ("1. Supply point") and a future step told to screen readers as not yet
// available. The mark itself is decorative.
import { Trans } from '@lingui/react/macro';
import { Box, Text } from '@portal/shared/ui';

export type StepKind = 'current' | 'reachable' | 'future';

/** Each state's colours: the current step filled with the brand's colour, a reachable one tinted, a future one muted. */
const KIND_STYLE = {
  current: {
    mark: { borderColor: 'primary.solid', bg: 'primary.solid', color: 'primary.contrast' },
    name: { color: 'primary.fg', fontWeight: 'semibold' },
  },
  reachable: {
    mark: { borderColor: 'primary.solid', bg: 'primary.subtle', color: 'primary.fg' },
    name: { color: 'fg', fontWeight: 'normal' },
  },
  future: {
    mark: { borderColor: 'border', bg: 'bg', color: 'fg.muted' },
    name: { color: 'fg.muted', fontWeight: 'normal' },
  },
} as const satisfies Record<StepKind, { mark: object; name: object }>;

export interface StepBadgeProps {
  /** The step's position, from 0. */
  position: number;
  name: string;
  kind: StepKind;
}

export function StepBadge({ position, name, kind }: StepBadgeProps) {
  const style = KIND_STYLE[kind];
  return (
    <>
      <Box
        aria-hidden
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxSize="7"
        flexShrink="0"
        rounded="full"
        borderWidth="2px"
        fontSize="sm"
        fontWeight="semibold"
        {...style.mark}
      >
        {position + 1}
      </Box>
      <Text
        as="span"
        fontSize="sm"
        lineHeight="short"
        textAlign="center"
        overflowWrap="anywhere"
        {...style.name}
      >
        <Text as="span" srOnly>
          {position + 1}.{' '}
        </Text>
        {name}
        {kind === 'future' ? (
          <Text as="span" srOnly>
            {' '}
            (<Trans>not yet available</Trans>)
          </Text>
        ) : undefined}
      </Text>
    </>
  );
}
