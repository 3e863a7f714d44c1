// The help panel's content: how to reach the organisation, its support hours in the spec's words (customer-area §1
// "Support hours shown are 8 to 17 h, 365 days a year", through the shared formatter: issue 43 item 9) and a contact
// button.
import { Box, Button, Heading, Link, Stack, Text } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { pathTo, Link as RouterLink } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { formatSupportHours } from '@portal/shared/format';
import { useEffect, useRef } from 'react';
import { useAvailableRemotes } from '../remotes/registry';
import { isRouteAvailable } from '../routing/route-access';
import { useRouteContext } from '../routing/use-route-context';

export interface HelpPanelProps {
  id: string;
  onClose: () => void;
}

export default function HelpPanel({ id, onClose }: HelpPanelProps) {
  const { t } = useLingui();
  const email = useSetting('organization.email');
  const phone = useSetting('organization.phone');
  const hours = formatSupportHours(useSetting('organization.schedule'));
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const ctx = useRouteContext();
  const remotes = useAvailableRemotes();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const contactRoute = isAuthenticated ? 'customerService' : 'contact';
  return (
    <Box
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      bg="bg.panel"
      shadow="lg"
      borderRadius="l3"
      borderWidth="1px"
      p="4"
      mb="3"
      w="xs"
      maxW="full"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <Heading as="h2" size="md" id={`${id}-title`} tabIndex={-1} ref={heading}>
        {t`Can we help you?`}
      </Heading>
      <Stack gap="2" mt="3">
        {phone ? <Link href={`tel:${phone}`}>{t`Phone: ${phone}`}</Link> : undefined}
        {email ? <Link href={`mailto:${email}`}>{t`E-mail: ${email}`}</Link> : undefined}
        {hours ? (
          <Text fontSize="sm" color="fg.muted">
            {t`Support hours: ${hours}.`}
          </Text>
        ) : undefined}
        {isRouteAvailable(contactRoute, ctx, remotes) ? (
          <Button asChild size="sm" colorPalette="primary" onClick={onClose}>
            <RouterLink to={pathTo(contactRoute)}>{t`Contact us`}</RouterLink>
          </Button>
        ) : undefined}
      </Stack>
    </Box>
  );
}
