// What a signed-in case form shows once its case is created: the success status (with the case number where the
// form knows it) and the way to the new request and to the list.
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink, pathTo } from '@portal/shared/routes';
import { Alert, Button, HStack, Stack } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export interface CaseSentProps {
  id: number;
  title: ReactNode;
  description?: ReactNode;
  /** The link back to the list's text. */
  backLabel: ReactNode;
}

/** The success status of a sent case form (a request, a contact, a complaint): what was sent, and its number. */
export function SentStatus({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description === undefined ? undefined : <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

export function CaseSent({ id, title, description, backLabel }: CaseSentProps) {
  return (
    <Stack gap="4">
      <SentStatus title={title} description={description} />
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="primary">
          <RouterLink to={pathTo('requestDetail', { id: String(id) })}>
            <Trans>See the request</Trans>
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={pathTo('requests')}>{backLabel}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
