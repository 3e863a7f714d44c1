// The version page: the shell's and every loaded remote's name and version (lazy: nobody needs it at first paint).
import { Heading, Stack, Table } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useRemotes } from '../remotes/registry';
import { SHELL_VERSION } from '../app/version';

export default function VersionPage() {
  const { t } = useLingui();
  const registered = useRemotes((state) => state.registered);
  const loaded = useRemotes((state) => state.loaded);
  const rows = [
    { name: 'shell', version: SHELL_VERSION },
    ...registered.filter((entry) => loaded.includes(entry.name)),
  ];
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">{t`Version`}</Heading>
      <Table.Root size="sm" maxW="md">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Name`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Version`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.name}>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell>{row.version || '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
