// The wizard's stepper (visitor-features §2 "a stepper on wide screens"; issue 44: "at 1,280 px its sixth step wrapped
// to a second line, and the current step read greyed out"). One row of equal columns, a numbered mark above each
// label (a long label wraps inside its column, so the row never wraps, whatever the locale or the number of steps):
// - the current step: not a control, marked aria-current="step", its mark filled with the brand's colour;
// - a step that can be reached (§4: "only if its index is at most the number of completed steps, it is not the final
//   step, and nothing is submitting"): a button, disabled while something is submitting;
// - the others: plain muted text, told to screen readers as not yet available.
import { Box, Button } from '@portal/shared/ui';
import { StepBadge, type StepKind } from './step-badge';

export interface StepListProps {
  label: string;
  /** The steps' names, in order. */
  labels: readonly string[];
  current: number;
  /** Whether the step at a position can be reached by clicking it once nothing is submitting. */
  reached: (position: number) => boolean;
  /** Something is submitting (§4): no step can be reached meanwhile. */
  disabled?: boolean;
  onSelect: (position: number) => void;
}

export function StepList({ label, labels, current, reached, disabled = false, onSelect }: StepListProps) {
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
          const kind: StepKind =
            position === current ? 'current' : reached(position) ? 'reachable' : 'future';
          const text = <StepBadge position={position} name={name} kind={kind} />;
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
                  disabled={disabled}
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
