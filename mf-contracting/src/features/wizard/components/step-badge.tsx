// One step of the wizard's stepper (issue 44): a numbered mark above the step's name, both coloured by the step's
// state, the number read before the name ("1. Supply point") and a future step told to screen readers as not yet
// available. The mark itself is decorative.
import { Trans } from '@lingui/react/macro';
import { Box, Text } from '@portal/shared/ui';

export type StepKind = 'current' | 'reachable' | 'future';

/** Each state's colours: the current step filled with the brand's colour, a reachable one tinted, a future one muted. */
const KIND_STYLE: Record<
  StepKind,
  { markBorder: string; markBg: string; markColor: string; nameColor: string; nameWeight: string }
> = {
  current: {
    markBorder: 'primary.solid',
    markBg: 'primary.solid',
    markColor: 'primary.contrast',
    nameColor: 'primary.fg',
    nameWeight: 'semibold',
  },
  reachable: {
    markBorder: 'primary.solid',
    markBg: 'primary.subtle',
    markColor: 'primary.fg',
    nameColor: 'fg',
    nameWeight: 'normal',
  },
  future: {
    markBorder: 'border',
    markBg: 'bg',
    markColor: 'fg.muted',
    nameColor: 'fg.muted',
    nameWeight: 'normal',
  },
};

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
        borderColor={style.markBorder}
        bg={style.markBg}
        color={style.markColor}
      >
        {position + 1}
      </Box>
      <Text
        as="span"
        fontSize="sm"
        lineHeight="short"
        textAlign="center"
        overflowWrap="anywhere"
        fontWeight={style.nameWeight}
        color={style.nameColor}
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
