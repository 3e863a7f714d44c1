// The version page: what a partner asks when something looks wrong. The brand (portal configuration), the shell's
// version, and every remote of the deployment's registry with the version the registry pins, the version its own
// manifest reports (fetched here, one request per remote, with its loading and error states) and whether it is
// loaded: registered with the Module Federation runtime (enabled for the brand), and a module of it already fetched.
// A remote with a canary release says which cohort this browser is in, and why; a local build (overrides.ts) is named,
// with the reset.
// The only place that asks a remote the brand does not enable for anything: its manifest (JSON), never its code.
// Lazy: nobody needs it at first paint.
import {
  Badge,
  Button,
  DataList,
  Heading,
  HStack,
  ResponsiveTable,
  Spinner,
  Stack,
  Text,
} from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/shared/format';
import { httpConfig } from '@portal/shared/http';
import { useSetting } from '@portal/shared/settings';
import { useQuery } from '@tanstack/react-query';
import { mismatchesByPackage, type SharedMismatch } from '../remotes/compatibility';
import { OverrideList } from '../remotes/override-banner';
import { OverrideForm } from '../remotes/override-form';
import { resetOverrides, useOverrides } from '../remotes/overrides';
import { type CanaryRelease, type RegistryEntry, useRemotes } from '../remotes/registry';
import { SHELL_VERSION } from '../app/version';
import { remoteManifestQuery } from './remote-manifest';

function Mismatches({ mismatches }: { mismatches: readonly SharedMismatch[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="1">
      <Badge colorPalette="red" variant="solid" alignSelf="start">
        {t`Incompatible with this shell`}
      </Badge>
      {mismatchesByPackage(mismatches).map(({ name, required, built, provided }) => (
        <Text key={name} color="red.700" textStyle="sm">
          {provided
            ? t`Needs ${name} ${required} (built with ${built}); the shell provides ${provided}`
            : t`Needs ${name} ${required} (built with ${built}); the shell does not provide it`}
        </Text>
      ))}
    </Stack>
  );
}

/** Which build of a remote with a canary this browser runs, and why (issue 48). */
function CanaryCohort({ release }: { release: CanaryRelease }) {
  const { t } = useLingui();
  const draw = formatNumber(release.draw, 2);
  const share = formatNumber(release.share, 2);
  const stable = release.stable.version || '—';
  const canary = release.canary.version || '—';
  return (
    <Stack gap="1">
      <Badge
        colorPalette={release.cohort === 'canary' ? 'orange' : 'gray'}
        variant="outline"
        alignSelf="start"
      >
        {release.cohort === 'canary' ? t`Canary cohort` : t`Stable cohort`}
      </Badge>
      <Text textStyle="sm">
        {release.cohort === 'canary'
          ? t`This browser's draw (${draw}) is under the canary's share (${share}): it runs the canary ${canary} instead of ${stable}.`
          : t`This browser's draw (${draw}) is not under the canary's share (${share}): it runs ${stable}, not the canary ${canary}.`}
      </Text>
    </Stack>
  );
}

function ManifestVersion({ entry }: { entry: RegistryEntry }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useQuery(remoteManifestQuery(entry.manifest));
  if (isPending) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="xs" aria-hidden />
        <Text>{t`Loading…`}</Text>
      </HStack>
    );
  }
  // red.700: the error colour with enough contrast on white (fg.error is red.500, under 4.5:1).
  if (isError) return <Text color="red.700">{t`Manifest unavailable`}</Text>;
  const { version, mismatches } = data;
  return (
    <Stack gap="1">
      {version ? (
        <HStack gap="2" wrap="wrap">
          <Text>{version}</Text>
          {entry.version && !entry.override && entry.version !== version ? (
            <Badge colorPalette="red" variant="solid">
              {t`Differs from the registry`}
            </Badge>
          ) : undefined}
        </HStack>
      ) : (
        <Text>{t`Not reported`}</Text>
      )}
      {mismatches.length > 0 ? <Mismatches mismatches={mismatches} /> : undefined}
    </Stack>
  );
}

export default function VersionPage() {
  const { t } = useLingui();
  const registry = useRemotes((state) => state.registry);
  const registered = useRemotes((state) => state.registered);
  const loaded = useRemotes((state) => state.loaded);
  const incompatible = useRemotes((state) => state.incompatible);
  const overrides = useOverrides((state) => state.active);
  const allowedOrigins = useOverrides((state) => state.allowedOrigins);
  const brandName = useSetting('brand.name');
  const brand = httpConfig().brand;
  const status = (entry: RegistryEntry): string => {
    if (incompatible[entry.name]) return t`Not loaded: incompatible with this shell`;
    if (loaded.includes(entry.name)) return t`Loaded`;
    if (registered.some((r) => r.name === entry.name)) return t`Registered, not loaded yet`;
    return t`Not enabled for this brand`;
  };
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">{t`Version`}</Heading>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t`Brand`}</DataList.ItemLabel>
          <DataList.ItemValue>
            {brandName && brandName !== brand ? `${brand} (${brandName})` : brand}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t`Shell`}</DataList.ItemLabel>
          <DataList.ItemValue>{SHELL_VERSION}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {/* The portal's list pattern (issue 44): a table from 1,024 px up, a card per remote on a phone. */}
      <ResponsiveTable
        caption={t`Remotes of the registry`}
        showCaption
        rows={registry}
        rowKey={(entry) => entry.name}
        columns={[
          { key: 'remote', header: t`Remote`, role: 'title', cell: (entry) => entry.name },
          {
            key: 'registry',
            header: t`Registry version`,
            cell: (entry) => (
              <>
                {(entry.override ? entry.override.registry.version : entry.version) || '—'}
                {entry.canary ? <CanaryCohort release={entry.canary} /> : undefined}
                {entry.override ? (
                  <Badge colorPalette="orange" variant="solid" display="flex" w="fit-content">
                    {t`Local build`}
                  </Badge>
                ) : undefined}
              </>
            ),
          },
          {
            key: 'manifest',
            header: t`Manifest version`,
            cell: (entry) => <ManifestVersion entry={entry} />,
          },
          { key: 'status', header: t`Status`, cell: (entry) => status(entry) },
        ]}
      />
      {registry.length === 0 ? <Text>{t`The registry lists no remote.`}</Text> : undefined}
      {overrides.length > 0 || allowedOrigins.length > 0 ? (
        <Stack as="section" gap="3" aria-labelledby="local-builds">
          <Heading as="h2" size="md" id="local-builds">{t`Local builds`}</Heading>
          {overrides.length > 0 ? (
            <>
              <OverrideList active={overrides} />
              <Button size="sm" variant="outline" alignSelf="start" onClick={() => resetOverrides()}>
                {t`Reset to the deployment's versions`}
              </Button>
            </>
          ) : undefined}
          <OverrideForm remotes={registry.map((entry) => entry.name)} />
        </Stack>
      ) : undefined}
    </Stack>
  );
}
