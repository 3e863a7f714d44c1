import { Trans } from '@lingui/react/macro';
import { useSetting } from '@portal/shared/settings';
import { Link, Text } from '@portal/shared/ui';

/** The number a `tel:` link dials: the digits and a leading +, without spaces or dots. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * "Shows the organisation's CRM phone as a call link when configured" (customer-area §2 "Customer contact"; setting
 * organization.phone_crm). Nothing when it is not configured.
 */
export function CrmPhone() {
  const phone = useSetting('organization.phone_crm').trim();
  if (!phone) return null;
  const link = (
    <Link href={telHref(phone)} colorPalette="primary" fontWeight="semibold" textDecoration="underline">
      {phone}
    </Link>
  );
  return (
    <Text>
      <Trans>You can also call us at {link}.</Trans>
    </Text>
  );
}
