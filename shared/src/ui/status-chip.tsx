import { Badge } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CircleDot, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/** Each tone's palette: the states' own colours, and the brand's for information (issue 44 §3). */
const PALETTE: Record<StatusTone, string> = {
  success: 'green',
  warning: 'orange',
  error: 'red',
  info: 'primary',
  neutral: 'gray',
};

/** Each tone's shape, so that colour is never the only difference between two states (WCAG 1.4.1). */
const ICON: Record<StatusTone, typeof CircleCheck> = {
  success: CircleCheck,
  warning: Clock,
  error: CircleX,
  info: CircleAlert,
  neutral: CircleDot,
};

export interface StatusChipProps {
  tone: StatusTone;
  children: ReactNode;
}

/** A state (paid, pending, active…) as text in a coloured chip with its tone's icon: the text carries the meaning. */
export function StatusChip({ tone, children }: StatusChipProps) {
  const Icon = ICON[tone];
  return (
    <Badge colorPalette={PALETTE[tone]} variant="subtle" data-tone={tone} gap="1" whiteSpace="normal">
      <Icon aria-hidden size="12" strokeWidth="2.5" />
      {children}
    </Badge>
  );
}
