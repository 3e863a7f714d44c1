// Maintenance mode: the 503 page for every path, with the optional start and end of the window.
import { Text } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useSetting } from '@portal/shared/settings';
import { ErrorPage } from './error-page';

function formatTime(value: string, locale: string): string | undefined {
  const time = Date.parse(value);
  if (!value || Number.isNaN(time)) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(time);
}

export function MaintenancePage() {
  const { t, i18n } = useLingui();
  const start = formatTime(useSetting('maintenance.start'), i18n.locale);
  const end = formatTime(useSetting('maintenance.end'), i18n.locale);
  return (
    <ErrorPage code={503}>
      {start ? <Text>{t`Start: ${start}`}</Text> : undefined}
      {end ? <Text>{t`Expected end: ${end}`}</Text> : undefined}
    </ErrorPage>
  );
}
