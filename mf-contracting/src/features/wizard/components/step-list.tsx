// The wizard's stepper (visitor-features §2 "a stepper on wide screens"; issue 44: "at 1,280 px its sixth step wrapped
// to a second line, and the current step read greyed out"). One row of equal columns, a numbered mark above each
// label (a long label wraps inside its column, so the row never wraps, whatever the locale or the number of steps):
// - the current step: not a control, marked aria-current="step", its mark filled with the brand's colour;
// - a step that can be reached (§4: "only if its index is at most the number of completed steps, it is not the final
//   step, and nothing is submitting"): a button;
// - the others: plain muted text, told to screen readers as not yet available.
import { Trans } from '@lingui/react/macro';
import { Box, Button, Text } from '@portal/shared/ui';

export interface StepListProps {
  label: string;
  /** The steps' names, in order. */
  labels: readonly string[];
  current: number;
  /** Whether the step at a position can be reached by clicking it. */
  reachable: (position: number) => boolean;
  onSelect: (position: number) => void;
}

function StepMark({ position, kind }: { position: number; kind: 'current' | 'reachable' | 'future' }) {
  return (
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
      borderColor={kind === 'future' ? 'border' : 'primary.solid'}
      bg={kind === 'current' ? 'primary.solid' : kind === 'reachable' ? 'primary.subtle' : 'bg'}
      color={kind === 'current' ? 'primary.contrast' : kind === 'reachable' ? 'primary.fg' : 'fg.muted'}
    >
      {position + 1}
    </Box>
  );
}

export function StepList({ label, labels, current, reachable, onSelect }: StepListProps) {
  return (
    <nav aria-label={label}>
      <Box
        as="ol"
        display="grid"
        gridTemplateColumns={`repeat(${String(labels.length)}, minmax(0, 1fr))`}
        gap="1"
        listStyleType="none"
        m="0"
        p="0"
      >
        {labels.map((name, position) => {
          const kind = position === current ? 'current' : reachable(position) ? 'reachable' : 'future';
          // The number is read before the name ("1. Supply point"); the mark itself is decorative.
          const text = (
            <>
              <StepMark position={position} kind={kind} />
              <Text
                as="span"
                fontSize="sm"
                lineHeight="short"
                textAlign="center"
                overflowWrap="anywhere"
                fontWeight={kind === 'current' ? 'semibold' : 'normal'}
                color={kind === 'current' ? 'primary.fg' : kind === 'reachable' ? 'fg' : 'fg.muted'}
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
          const column = {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '1',
            minW: '0',
            w: 'full',
            py: '1',
          } as const;
          return (
            <li key={name} aria-current={kind === 'current' ? 'step' : undefined}>
              {kind === 'reachable' ? (
                <Button
                  variant="ghost"
                  colorPalette="primary"
                  h="auto"
                  whiteSpace="normal"
                  px="1"
                  {...column}
                  onClick={() => onSelect(position)}
                >
                  {text}
                </Button>
              ) : (
                <Box {...column}>{text}</Box>
              )}
            </li>
          );
        })}
      </Box>
    </nav>
  );
}
