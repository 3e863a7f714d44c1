// The portal's footer, on every page: "Cookies" reopens the cookie settings (issue 41 item 7), so a choice can be
// changed or withdrawn at any time. On a phone it also holds the help button (help/help-button.tsx).
import { Flex, Button } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { openConsentSettings } from '../consent/consent-settings';

export interface FooterProps {
  /** Beside "Cookies", at the end of the footer. */
  end?: ReactNode;
}

export function Footer({ end }: FooterProps) {
  const { t } = useLingui();
  return (
    <Flex
      as="footer"
      borderTopWidth="1px"
      px="4"
      py="2"
      bg="bg"
      gap="4"
      justify="space-between"
      align="flex-end"
    >
      <Button
        variant="plain"
        size="sm"
        px="0"
        textDecoration="underline"
        aria-haspopup="dialog"
        onClick={openConsentSettings}
      >
        {t`Cookies`}
      </Button>
      {end}
    </Flex>
  );
}
