// A centred spinner with an accessible label, while a section or the session is on its way; for a page on its way
// (a remote's page loading), the page's skeleton instead (issue 44 §3), with the same label for screen readers.
import { Center, ContentSkeleton, type SkeletonShape, Spinner, Text, VStack } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';

export interface LoadingStateProps {
  label?: string;
  /** The shape of the content on its way: its skeleton instead of the spinner. */
  shape?: SkeletonShape;
}

export function LoadingState({ label, shape }: LoadingStateProps) {
  const { t } = useLingui();
  const text = label ?? t`Loading…`;
  if (shape) return <ContentSkeleton shape={shape} label={text} />;
  return (
    <Center py="10" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.primary" aria-hidden />
        <Text>{text}</Text>
      </VStack>
    </Center>
  );
}
