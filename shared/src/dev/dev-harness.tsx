// A remote's standalone dev page: its pages inside the shared providers, against the API its dev server proxies
// under /api and /auth, with the brand's public settings and the `lang` cookie's locale. Not used by the shell.
import { Box, Container, Flex, Heading, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { LOCALES, type Locale } from '@portal/shared/api-types';
import { authStore, readTokenCookie, useAuth } from '@portal/shared/auth';
import { configureHttp } from '@portal/shared/http';
import { activateLocale, currentLocale, initialLocale, isLocale, offeredLocales } from '@portal/shared/i18n';
import {
  loadFeatureFlags,
  loadPrivateSettings,
  loadPublicSettings,
  settingsStore,
} from '@portal/shared/settings';
import { PortalProviders } from '@portal/shared/ui';

export type DevHarnessPage = { path: string; title: string; element: ReactNode };

export interface DevHarnessProps {
  name: string;
  pages: DevHarnessPage[];
}

async function startHarness(): Promise<void> {
  // Absolute on this origin: the dev server proxies /api and /auth to the reference API.
  configureHttp({ apiBase: `${location.origin}/api`, authBase: `${location.origin}/auth` });
  const token = readTokenCookie();
  // A token from an earlier sign-in (e.g. through the shell on the same host) makes the pages signed in.
  if (token) authStore.getState().loginSuccess(token, { loginType: 'token' });
  await Promise.allSettled([
    loadPublicSettings(),
    loadFeatureFlags(),
    token ? loadPrivateSettings() : undefined,
  ]);
  const locale = initialLocale(offeredLocales(settingsStore.getState().settings.locales));
  configureHttp({ locale });
  await activateLocale(locale);
}

function HarnessLayout({ name, pages }: DevHarnessProps) {
  const { t } = useLingui();
  const userId = useAuth((state) => state.userId);
  const changeLocale = (value: string) => {
    if (!isLocale(value)) return;
    configureHttp({ locale: value });
    void activateLocale(value);
  };
  return (
    <Container maxW="6xl" py="4">
      <Flex as="header" gap="4" align="center" wrap="wrap" borderBottomWidth="1px" pb="3" mb="4">
        <Heading size="md">{name}</Heading>
        <Flex as="nav" aria-label={t`Pages`} gap="3" wrap="wrap" flex="1">
          {pages.map((page) => (
            <Link asChild key={page.path}>
              <RouterLink to={page.path}>{page.title}</RouterLink>
            </Link>
          ))}
        </Flex>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Language`}
            value={currentLocale()}
            onChange={(event) => changeLocale(event.currentTarget.value)}
          >
            {LOCALES.map((locale: Locale) => (
              <option key={locale} value={locale}>
                {locale}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {userId ? (
          <Text fontSize="sm">
            <Trans>Signed in as user {userId}</Trans>
          </Text>
        ) : undefined}
      </Flex>
      <Box as="main">
        <Outlet />
      </Box>
    </Container>
  );
}

function PageList({ pages }: Pick<DevHarnessProps, 'pages'>) {
  return (
    <Stack as="ul" ps="4">
      {pages.map((page) => (
        <li key={page.path}>
          <Link asChild>
            <RouterLink to={page.path}>{page.title}</RouterLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

export function DevHarness({ name, pages }: DevHarnessProps) {
  const [ready, setReady] = useState(false);
  const [queryClient] = useState(() => new QueryClient());
  useEffect(() => {
    void startHarness().finally(() => setReady(true));
  }, []);
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          path: '/',
          element: <HarnessLayout name={name} pages={pages} />,
          children: [
            { index: true, element: <PageList pages={pages} /> },
            ...pages.map(({ path, element }) => ({ path, element })),
          ],
        },
      ]),
    [name, pages],
  );
  // Before the locale is active nothing can be translated: a bare status line.
  if (!ready) return <p role="status">…</p>;
  return (
    <PortalProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
