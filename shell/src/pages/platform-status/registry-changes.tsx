// The registry's recent changes (issue 48 item 2): what `pnpm registry` (.ci/registry.mjs) recorded beside the
// deployment's registry when it published an entry — when, by which team, and what: a version pinned, a canary added,
// changed, removed or promoted, a remote added. Newest first.
import { useLingui } from '@lingui/react/macro';
import { formatPercent } from '@portal/shared/format';
import { formatDateTime } from '@portal/shared/dates';
import { Heading, ResponsiveTable, Stack, Text } from '@portal/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { registryHistoryUrl, useRemotes } from '../../remotes/registry';

export interface RegistryChange {
  at: string;
  by: string;
  remote: string;
  change: string;
  version: string;
  from?: string;
  share?: number;
}

/** How many of the newest changes the page lists. */
export const SHOWN_CHANGES = 20;

function parseChanges(body: unknown): RegistryChange[] {
  const list = (body as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown): RegistryChange[] => {
    const { at, by, remote, change, version, from, share } = (item ?? {}) as Record<string, unknown>;
    if (typeof at !== 'string' || typeof remote !== 'string' || typeof change !== 'string') return [];
    return [
      {
        at,
        by: typeof by === 'string' ? by : '',
        remote,
        change,
        version: typeof version === 'string' ? version : '',
        ...(typeof from === 'string' ? { from } : {}),
        ...(typeof share === 'number' ? { share } : {}),
      },
    ];
  });
}

/** The changes, newest first; none when the deployment has recorded none (404). */
export const registryChangesQuery = (url: string) =>
  queryOptions({
    queryKey: ['platform', 'registry-history', url] as const,
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { cache: 'no-cache', signal });
      if (response.status === 404) return [];
      if (!response.ok) throw new Error(`registry history: ${response.status}`);
      return parseChanges(await response.json())
        .reverse()
        .slice(0, SHOWN_CHANGES);
    },
    retry: false,
    staleTime: 30_000,
  });

function useChangeText(): (change: RegistryChange) => string {
  const { t } = useLingui();
  return ({ change, version, from = '—', share = 0 }) => {
    const percent = formatPercent(share * 100);
    switch (change) {
      case 'pinned':
        return t`Version ${version} pinned (was ${from})`;
      case 'canary-added':
        return t`Canary ${version} added for ${percent} of browsers`;
      case 'canary-changed':
        return t`Canary ${version} now for ${percent} of browsers`;
      case 'canary-removed':
        return t`Canary ${from} removed: every browser runs ${version}`;
      case 'canary-promoted':
        return t`Canary ${version} promoted: every browser runs it (was ${from})`;
      case 'added':
        return t`Added at version ${version}`;
      default:
        return `${change} ${version}`;
    }
  };
}

export function RegistryChanges() {
  const { t } = useLingui();
  const registryUrl = useRemotes((state) => state.registryUrl);
  const { data, isError } = useQuery(registryChangesQuery(registryHistoryUrl(registryUrl)));
  const changeText = useChangeText();
  let body;
  if (isError) body = <Text color="red.700">{t`The registry's changes could not be read.`}</Text>;
  else if (!data) body = null;
  else if (data.length === 0) body = <Text>{t`No registry change recorded.`}</Text>;
  else
    body = (
      // The portal's list pattern (issue 44): a table from 1,024 px up, a card per change on a phone.
      <ResponsiveTable
        caption={t`Recent registry changes`}
        showCaption
        rows={data}
        rowKey={(change) => `${change.at} ${change.remote} ${change.change} ${change.version}`}
        columns={[
          { key: 'when', header: t`When`, cell: (change) => formatDateTime(new Date(change.at)) },
          { key: 'remote', header: t`Remote`, cell: (change) => change.remote },
          { key: 'what', header: t`What changed`, cell: (change) => changeText(change) },
          { key: 'by', header: t`Changed by`, cell: (change) => change.by || '—' },
        ]}
      />
    );
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">{t`The registry's recent changes`}</Heading>
      {body}
    </Stack>
  );
}
