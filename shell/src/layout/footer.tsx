// The portal's footer, on every page: "Cookies" reopens the cookie settings (issue 41 item 7), so a choice can be
// changed or withdrawn at any time.
import { Box, Button } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { openConsentSettings } from '../consent/consent-settings';

export function Footer() {
  const { t } = useLingui();
  return (
    <Box as="footer" borderTopWidth="1px" px="4" py="2" bg="bg">
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
    </Box>
  );
}
