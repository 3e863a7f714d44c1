// The error page by code (customer-area §2 "Error page by code"): 404 goes back home, 500 and 503 refresh, 401 and
// 403 continue (clearing the error); 503 shows the logo and no help link.
import { Box, Button, Heading, NewTabLink, Stack, Text, BrandLogo } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { authStore } from '@portal/shared/auth';
import { useSetting } from '@portal/shared/settings';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from '@portal/shared/routes';
import { errorCopy } from './error-copy';

const ErrorIllustration = lazy(() => import('./error-illustration'));

export interface ErrorPageProps {
  code: number;
  /** A more precise message (an auth error's status text). */
  message?: string;
  children?: ReactNode;
  /** Where "refresh" goes; the page reload by default. */
  onRefresh?: () => void;
}

function reload(): void {
  window.location.reload();
}

export function ErrorPage({ code, message, children, onRefresh = reload }: ErrorPageProps) {
  const { t, i18n } = useLingui();
  const help = useSetting('links.help');
  const copy = errorCopy(code);
  const action =
    code === 401 || code === 403 ? (
      <Button onClick={() => authStore.getState().clearStatus()}>{t`Continue`}</Button>
    ) : code === 404 ? (
      <Button asChild>
        <RouterLink to="/">{t`Back to home`}</RouterLink>
      </Button>
    ) : (
      <Button onClick={onRefresh}>{t`Refresh`}</Button>
    );
  return (
    <Stack
      as="section"
      align="center"
      textAlign="center"
      gap="5"
      py="12"
      px="4"
      aria-labelledby="error-title"
    >
      {code === 503 ? <BrandLogo /> : undefined}
      <Box color="brand.primary">
        <Suspense fallback={<Box h="120px" />}>
          <ErrorIllustration code={code} />
        </Suspense>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t`Error ${code}`}
      </Text>
      <Heading as="h1" id="error-title" size="2xl">
        {i18n._(copy.title)}
      </Heading>
      <Text maxW="lg">{message || i18n._(copy.message)}</Text>
      {children}
      {action}
      {code !== 503 && help ? <NewTabLink href={help}>{t`Help`}</NewTabLink> : undefined}
    </Stack>
  );
}
