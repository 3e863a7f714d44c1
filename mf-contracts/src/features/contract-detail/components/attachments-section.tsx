// "attachments grouped by category (default sort by creation date descending)" (customer-area §2 "Contract detail"),
// each with its download.
import { useLingui } from '@lingui/react/macro';
import type { ContractAttachment, ContractDetail } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/format';
import { Heading, Stack, Table, Text } from '@portal/shared/ui';
import { AttachmentDownloadButton } from '../../../components/attachment-download-button';
import { SectionCard } from '../../../components/section-card';
import { DETAIL_SECTION_IDS } from '../../../lib/detail-sections';

export interface AttachmentGroup {
  category: string;
  attachments: ContractAttachment[];
}

/** The attachments newest first, grouped by category (the group of the newest attachment first). */
export function groupAttachments(attachments: readonly ContractAttachment[]): AttachmentGroup[] {
  const sorted = [...attachments].sort((a, b) => b.created_date.localeCompare(a.created_date) || b.id - a.id);
  const groups = new Map<string, ContractAttachment[]>();
  for (const attachment of sorted) {
    const group = groups.get(attachment.category_name) ?? [];
    group.push(attachment);
    groups.set(attachment.category_name, group);
  }
  return [...groups].map(([category, list]) => ({ category, attachments: list }));
}

export function AttachmentsSection({ contract }: { contract: ContractDetail }) {
  const { t } = useLingui();
  const groups = groupAttachments(contract.attachments);
  return (
    <SectionCard title={t`Documents`} id={DETAIL_SECTION_IDS.attachments}>
      {groups.length === 0 ? (
        <Text color="fg.muted">{t`This contract has no documents.`}</Text>
      ) : (
        <Stack gap="6">
          {groups.map((group) => (
            <Stack key={group.category} gap="2">
              <Heading as="h3" size="md">
                {group.category}
              </Heading>
              <Table.ScrollArea tabIndex={0}>
                <Table.Root size="sm">
                  <Table.Caption srOnly>{group.category}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t`Document`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Date`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Size`}</Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Text srOnly>{t`Actions`}</Text>
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {group.attachments.map((attachment) => (
                      <Table.Row key={attachment.id}>
                        <Table.Cell>{attachment.name}</Table.Cell>
                        <Table.Cell>{formatDate(attachment.created_date)}</Table.Cell>
                        <Table.Cell>{attachment.size_text}</Table.Cell>
                        <Table.Cell>
                          <AttachmentDownloadButton id={attachment.id} name={attachment.name} />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
