// The organisation's support hours in the spec's words (customer-area §1 "Support hours shown are 8 to 17 h, 365 days
// a year"), from the setting organization.schedule ("8-17h, 365") through the shared formatter, in the active locale
// (issue 43 item 9). Nothing when the brand sets none.
import { Trans } from '@lingui/react/macro';
import { formatSupportHours } from '@portal/shared/format';
import { useSetting } from '@portal/shared/settings';
import { Text } from '@portal/shared/ui';

export function SupportHours() {
  const hours = formatSupportHours(useSetting('organization.schedule'));
  if (!hours) return null;
  return (
    <Text>
      <Trans>Support hours: {hours}.</Trans>
    </Text>
  );
}
