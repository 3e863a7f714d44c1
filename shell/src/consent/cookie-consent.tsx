// The cookie consent banner: accept all, only necessary, or choose by category (the details dialog is lazy). It
// takes over from the static first paint's banner (first-paint/consent-banner.ts), same texts and box. The footer's
// "Cookies" (consent-settings.ts) reopens the details with the stored choice, to change or withdraw it (issue 41).
import { Box, Button, HStack, PLATFORM_FONT, Stack, Text } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { readConsent, writeConsent } from '@portal/shared/consent';
import { useConsentSettingsRequests } from './consent-settings';
import { removeStaticBanner, takeDetailsRequest } from '../first-paint/static-banner';

const ConsentDetails = lazy(() => import('./consent-details'));

export function CookieConsent() {
  const { t } = useLingui();
  const [decided, setDecided] = useState(() => readConsent() !== undefined);
  // "Configure" pressed on the static first paint's banner, before this one was there (decision 009).
  const [details, setDetails] = useState(() => takeDetailsRequest());
  // "Cookies" in the footer: a request newer than the last one answered opens the details, over the page.
  const requests = useConsentSettingsRequests();
  const [answered, setAnswered] = useState(requests);
  if (requests !== answered) {
    setAnswered(requests);
    setDetails(true);
  }
  const actions = useRef<HTMLDivElement>(null);
  // The static first paint's banner (same place, texts and box) gives way to this one before the browser paints; a
  // keyboard user's focus moves to the same button here.
  useLayoutEffect(() => {
    const focused = removeStaticBanner();
    if (focused >= 0) actions.current?.querySelectorAll('button')[focused]?.focus();
  }, []);
  const detailsDialog = details ? (
    <Suspense fallback={null}>
      <ConsentDetails
        initial={readConsent()}
        onClose={() => setDetails(false)}
        onSave={(choice) => {
          writeConsent(choice);
          setDetails(false);
          setDecided(true);
        }}
      />
    </Suspense>
  ) : undefined;
  if (decided) return detailsDialog ?? null;
  const save = (all: boolean) => {
    writeConsent({ preferences: all, statistics: all, marketing: all });
    setDecided(true);
  };
  return (
    <Box
      as="section"
      aria-label={t`Cookie consent`}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      bg="bg.panel"
      borderTopWidth="1px"
      shadow="lg"
      p="4"
      // The static first paint's banner has the platform's font (no brand is known yet): the same, so nothing moves.
      fontFamily={PLATFORM_FONT}
    >
      <Stack
        direction={{ base: 'column', md: 'row' }}
        align={{ md: 'center' }}
        justify="space-between"
        gap="3"
      >
        <Text>
          {t`We use our own and third-party cookies: necessary ones to run the portal and, with your consent, to remember your preferences, measure use and show marketing.`}
        </Text>
        <HStack ref={actions} gap="2" flexShrink={0} wrap="wrap">
          <Button variant="outline" size="sm" onClick={() => setDetails(true)}>
            {t`Configure`}
          </Button>
          <Button variant="outline" size="sm" onClick={() => save(false)}>
            {t`Only necessary`}
          </Button>
          <Button size="sm" colorPalette="primary" onClick={() => save(true)}>
            {t`Accept all`}
          </Button>
        </HStack>
      </Stack>
      {detailsDialog}
    </Box>
  );
}
