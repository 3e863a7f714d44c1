import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

const PALETTE: Record<StatusTone, string> = {
  success: 'green',
  warning: 'orange',
  error: 'red',
  info: 'blue',
  neutral: 'gray',
};

export interface StatusChipProps {
  tone: StatusTone;
  children: ReactNode;
}

/** A state (paid, pending, active…) as text in a coloured chip: the text carries the meaning, not the colour. */
export function StatusChip({ tone, children }: StatusChipProps) {
  return (
    <Badge colorPalette={PALETTE[tone]} variant="subtle" data-tone={tone}>
      {children}
    </Badge>
  );
}
