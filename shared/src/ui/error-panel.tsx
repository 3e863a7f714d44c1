import { Alert, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button calling it. */
  onRetry?: () => void;
}

/** A failure in place of content (a list that did not load, a section unavailable), with a way to retry. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  const { t } = useLingui();
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title ?? t`Something went wrong`}</Alert.Title>
        <Alert.Description>{message ?? t`Error fetching data. Please try again later.`}</Alert.Description>
        {onRetry ? (
          <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        ) : undefined}
      </Alert.Content>
    </Alert.Root>
  );
}
