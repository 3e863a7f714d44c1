// The portal's frame: skip link, the local build's banner (overrides), header, side navigation, the page, the footer ("Cookies"), and what floats over it
// (help, cookie consent, session-expired dialog, toasts).
import { Box, Flex } from '@portal/shared/ui';
import { matchRoute, Outlet, useLocation } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { FirstScreenSettledMark } from '../app/first-screen';
import { CookieConsent } from '../consent/cookie-consent';
import { HelpButton } from '../help/help-button';
import { AddressLoginFailureNavigator } from '../routing/address-login-failure';
import { AfterLoginNavigator } from '../routing/after-login-navigator';
import { AccountSwitchDialog } from '../session/account-switch-dialog';
import { SessionExpiredDialog } from '../session/session-expired-dialog';
import { OverrideBanner } from '../remotes/override-banner';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_ID, SkipLink } from './skip-link';
import { Sidebar } from './sidebar';
import { PortalToaster } from './toaster';
import { useAdBlockDetection } from './use-ad-block-detection';
import { useNarrowScreen } from './use-narrow-screen';

/** The login page's ad-blocker check, apart from the frame: only it reads the address. */
function AdBlockDetection() {
  useAdBlockDetection(matchRoute(useLocation().pathname)?.key === 'login');
  return null;
}

/**
 * The frame reads no address itself: a navigation then renders the page and what shows the address (the menu's
 * current entry, the language selector), not the header, the menu and the footer again (their kit components were
 * about 150 ms of a phone's CPU before a menu entry's page could render: issue 47 item 3).
 */
export function Layout() {
  const helpDialog = useSetting('helpDialog');
  // On a phone the help button sits in the footer: floating, it covered the end of form labels.
  const narrow = useNarrowScreen();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <AdBlockDetection />
      <SkipLink />
      <OverrideBanner />
      <Header />
      <Flex flex="1" direction={{ base: 'column', lg: 'row' }}>
        <Sidebar />
        <Box
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          flex="1"
          p={{ base: '4', md: '8' }}
          // Room under the page's end for the floating help button, so that it never covers the last line.
          pb={helpDialog ? { base: '8', md: '24' } : { base: '8', md: '12' }}
          minW="0"
          outline="none"
        >
          <Outlet />
        </Box>
      </Flex>
      <Footer end={helpDialog && narrow ? <HelpButton inline /> : undefined} />
      {helpDialog && !narrow ? <HelpButton /> : undefined}
      <CookieConsent />
      <SessionExpiredDialog />
      <AccountSwitchDialog />
      <PortalToaster />
      <AfterLoginNavigator />
      <AddressLoginFailureNavigator />
      <FirstScreenSettledMark />
    </Box>
  );
}
