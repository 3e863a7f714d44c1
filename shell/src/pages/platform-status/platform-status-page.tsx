// The platform status page (issue 48 item 2): for the teams that run the portal, never for customers. Behind the
// admin key (asked here, kept only in this page's memory): per brand, each remote's running versions with their
// error rate and p75 LCP and INP over the last hour and the last day, from the health reports, and the versions that
// started reporting in the last day, and the registry's recent changes as `pnpm registry` records them. Lazy: nobody needs it at first paint.
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@portal/shared/dates';
import { Button, Heading, HStack, ResponsiveTable, Stack, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { InlineTextField } from '../inline-text-field';
import { HealthWindow } from './health-table';
import { platformHealthQuery } from './platform-health';
import { RegistryChanges } from './registry-changes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The versions whose first report falls in the last day, newest first. */
function RecentVersions({ adminKey }: { adminKey: string }) {
  const { t } = useLingui();
  const { data } = useQuery(platformHealthQuery(adminKey, 24));
  if (!data) return null;
  const since = Date.now() - DAY_MS;
  const recent = data.remotes
    .filter((r) => r.firstSeenMs >= since)
    .sort((a, b) => b.firstSeenMs - a.firstSeenMs);
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">{t`Versions that started running in the last day`}</Heading>
      {recent.length === 0 ? (
        <Text>{t`No new version in the last day.`}</Text>
      ) : (
        // The portal's list pattern (issue 44): a table from 1,024 px up, a card per version on a phone.
        <ResponsiveTable
          caption={t`Versions that started running in the last day`}
          rows={recent}
          rowKey={(r) => `${r.brand} ${r.remote} ${r.version}`}
          columns={[
            { key: 'brand', header: t`Brand`, cell: (r) => r.brand },
            { key: 'remote', header: t`Remote`, role: 'title', cell: (r) => r.remote },
            { key: 'version', header: t`Version`, nowrap: true, cell: (r) => r.version || '—' },
            {
              key: 'first',
              header: t`First report`,
              cell: (r) => formatDateTime(new Date(r.firstSeenMs)),
            },
          ]}
        />
      )}
    </Stack>
  );
}

export default function PlatformStatusPage() {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [adminKey, setAdminKey] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdminKey(draft.trim());
  };
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">{t`Platform status`}</Heading>
      <Text>{t`Health of each remote by brand and version, from the portal's reports. For the teams that run the portal.`}</Text>
      <form onSubmit={submit}>
        <HStack gap="3" align="end" wrap="wrap">
          <InlineTextField
            label={t`Admin key`}
            type="password"
            autoComplete="off"
            value={draft}
            onValueChange={setDraft}
          />
          <Button type="submit" disabled={draft.trim().length === 0}>
            {t`Show`}
          </Button>
        </HStack>
      </form>
      {adminKey ? (
        <>
          <HealthWindow adminKey={adminKey} hours={1} title={t`Last hour`} />
          <HealthWindow adminKey={adminKey} hours={24} title={t`Last day`} />
          <RecentVersions adminKey={adminKey} />
          <RegistryChanges />
        </>
      ) : undefined}
    </Stack>
  );
}
