// The help beside the lead-contact form (visitor-features §2 "Lead-contact form": "A chpower help variant offers a
// dashboard button for existing clients and a contract button for others, plus the organisation phone, schedule and
// e-mail. A help panel has title, text and a button."). The button opens the help link when the brand has one. The
// contract button leads to the electricity contracting, or else to the first flow the brand enables (dual, gas): a
// disabled flow's route does not exist (§2 "each only if enabled"); with none enabled there is no contract button.
import { Box, Button, Flex, Heading, Link, Stack, Text, useNewTab } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { IntentLink, pathTo } from '@portal/shared/routes';
import { formatSupportHours } from '@portal/shared/format';
import { useSetting } from '@portal/shared/settings';
import { useEnabledContractingRoutes } from '../../../lib/contracting-routes';

export function LeadHelpPanel() {
  const signedIn = useAuth((state) => state.isAuthenticated);
  const phone = useSetting('organization.phone');
  // The support hours in the spec's words (customer-area §1), not the raw setting (issue 43 item 9).
  const hours = formatSupportHours(useSetting('organization.schedule'));
  const email = useSetting('organization.email');
  const helpLink = useSetting('links.help');
  const newTab = useNewTab();
  const contracting = useEnabledContractingRoutes();
  const contractRoute = contracting.includes('newElectricityCustomer')
    ? 'newElectricityCustomer'
    : contracting[0];
  return (
    <Box as="section" aria-labelledby="lead-help-title" borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
      <Stack gap="3">
        <Heading as="h2" size="md" id="lead-help-title">
          <Trans>Do you need help?</Trans>
        </Heading>
        <Text>
          <Trans>Our team advises you on the power and the rate that suit you best.</Trans>
        </Text>
        {phone ? (
          <Text>
            <Trans>Phone:</Trans> <Link href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>
            {hours ? ` (${hours})` : ''}
          </Text>
        ) : undefined}
        {email ? (
          <Text>
            <Trans>E-mail:</Trans> <Link href={`mailto:${email}`}>{email}</Link>
          </Text>
        ) : undefined}
        {/* The panel is a narrow column beside the form from 1,024 px up: its buttons wrap within it, whatever the
            screen's width (side by side by the screen's width, "More help" spilled out of a 1,024 px page). */}
        <Flex gap="2" wrap="wrap">
          {signedIn ? (
            <Button asChild variant="outline">
              <IntentLink to={pathTo('invoices')}>
                <Trans>Go to my dashboard</Trans>
              </IntentLink>
            </Button>
          ) : contractRoute ? (
            <Button asChild colorPalette="primary">
              <IntentLink to={pathTo(contractRoute)}>
                <Trans>Become a customer</Trans>
              </IntentLink>
            </Button>
          ) : undefined}
          {helpLink ? (
            <Button asChild variant="ghost">
              <a href={helpLink} {...newTab.attributes}>
                <Trans>More help</Trans>
                {newTab.hint}
              </a>
            </Button>
          ) : undefined}
        </Flex>
      </Stack>
    </Box>
  );
}
