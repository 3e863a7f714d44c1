import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ContentSkeleton, type SkeletonShape } from './skeletons';

export interface LoadingStateProps {
  label?: ReactNode;
  /**
   * The shape of the content on its way (a list, cards, a detail, a form, a page, a chart): a skeleton of it, the
   * label for screen readers only. Without one, a spinner and the label: for a process (signing in, paying) rather
   * than content.
   */
  shape?: SkeletonShape;
  /** With a shape: the content is taller than the screen, and its skeleton fills the screen (ContentSkeleton). */
  fillsScreen?: boolean;
}

/** Content on its way: its skeleton, or a spinner and a label; screen readers are told the label (role status). */
export function LoadingState({ label, shape, fillsScreen }: LoadingStateProps) {
  const { t } = useLingui();
  if (shape) return <ContentSkeleton shape={shape} label={label} fillsScreen={fillsScreen} />;
  return (
    <HStack role="status" gap="3" py="6" justify="center" color="fg.muted">
      <Spinner size="md" aria-hidden />
      <Text>{label ?? t`Loading…`}</Text>
    </HStack>
  );
}
