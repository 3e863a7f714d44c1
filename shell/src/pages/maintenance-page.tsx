// Maintenance mode: the 503 page for every path, with the optional start and end of the window.
import { Text } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@portal/shared/dates';
import { useSetting } from '@portal/shared/settings';
import { ErrorPage } from './error-page';

/** The window's edges as the portal writes date-times (DD/MM/YYYY HH:mm, shared formatter). */
function formatTime(value: string): string | undefined {
  return formatDateTime(value) || undefined;
}

export function MaintenancePage() {
  const { t } = useLingui();
  const start = formatTime(useSetting('maintenance.start'));
  const end = formatTime(useSetting('maintenance.end'));
  return (
    <ErrorPage code={503}>
      {start ? <Text>{t`Start: ${start}`}</Text> : undefined}
      {end ? <Text>{t`Expected end: ${end}`}</Text> : undefined}
    </ErrorPage>
  );
}
