// A remote's standalone dev page: its pages inside the shared providers, against the API its dev server proxies
// under /api and /auth, with the brand's public settings and the `lang` cookie's locale. Not used by the shell.
import { Box, Container, Flex, Heading, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { LOCALES, type Locale, type RemoteName } from '@portal/shared/api-types';
import { authStore, readTokenCookie, useAuth } from '@portal/shared/auth';
import { configureHttp } from '@portal/shared/http';
import { activateLocale, currentLocale, initialLocale, isLocale, offeredLocales } from '@portal/shared/i18n';
import {
  loadFeatureFlags,
  loadPrivateSettings,
  loadPublicSettings,
  settingsStore,
} from '@portal/shared/settings';
import type { ExposesMap } from '@portal/shared/remote';
import { PortalProviders } from '@portal/shared/ui';
import { harnessModules, harnessPages, type DevHarnessPage } from './harness-pages';

export interface DevHarnessProps {
  name: RemoteName;
  /** The remote's exposes map (`src/exposes.ts`), the same one its webpack config reads. */
  exposes: ExposesMap;
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

function HarnessLayout({ name, pages }: { name: RemoteName; pages: DevHarnessPage[] }) {
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
          {pages.map((page) =>
            page.href ? (
              <Link asChild key={page.title}>
                <RouterLink to={page.href}>{page.title}</RouterLink>
              </Link>
            ) : undefined,
          )}
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
        <Suspense fallback={<p role="status">…</p>}>
          <Outlet />
        </Suspense>
      </Box>
    </Container>
  );
}

function ModuleList({ name, exposes }: DevHarnessProps) {
  const { t } = useLingui();
  const pages = harnessPages(name, exposes);
  return (
    <Stack gap="4">
      <Stack as="ul" ps="4" aria-label={t`Pages`}>
        {pages.map((page) => (
          <li key={page.title}>
            {page.href ? (
              <Link asChild>
                <RouterLink to={page.href}>{page.title}</RouterLink>
              </Link>
            ) : (
              <Text>
                {page.title}: <code>{page.pattern}</code>
              </Text>
            )}
          </li>
        ))}
      </Stack>
      <Stack as="ul" ps="4" aria-label={t`Exposed modules`}>
        {harnessModules(name, exposes).map((m) => (
          <li key={m.module}>
            <code>{m.module}</code> — {m.description} ({m.state})
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function DevHarness({ name, exposes }: DevHarnessProps) {
  const [ready, setReady] = useState(false);
  const [queryClient] = useState(() => new QueryClient());
  useEffect(() => {
    void startHarness().finally(() => setReady(true));
  }, []);
  const router = useMemo(() => {
    const pages = harnessPages(name, exposes);
    return createBrowserRouter([
      {
        path: '/',
        element: <HarnessLayout name={name} pages={pages} />,
        children: [
          { index: true, element: <ModuleList name={name} exposes={exposes} /> },
          ...pages.flatMap(({ paths, element }) => paths.map((path) => ({ path, element }))),
        ],
      },
    ]);
  }, [name, exposes]);
  // Before the locale is active nothing can be translated: a bare status line.
  if (!ready) return <p role="status">…</p>;
  return (
    <PortalProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
