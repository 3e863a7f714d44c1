// "attachments grouped by category (default sort by creation date descending)" (customer-area §2 "Contract detail"),
// each with its download.
import { useLingui } from '@lingui/react/macro';
import type { ContractAttachment, ContractDetail } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/dates';
import { Heading, ResponsiveTable, type ResponsiveColumn, Stack, Text } from '@portal/shared/ui';
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
  const columns: ResponsiveColumn<ContractAttachment>[] = [
    { key: 'name', header: t`Document`, role: 'title', cell: (attachment) => attachment.name },
    {
      key: 'date',
      header: t`Date`,
      nowrap: true,
      cell: (attachment) => formatDate(attachment.created_date),
    },
    { key: 'size', header: t`Size`, nowrap: true, cell: (attachment) => attachment.size_text },
    {
      key: 'actions',
      header: t`Actions`,
      role: 'actions',
      cell: (attachment) => <AttachmentDownloadButton id={attachment.id} name={attachment.name} />,
    },
  ];
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
              {/* The portal's list pattern (issue 44): a table on a laptop, a card per document below 1,280 px
                  (the section is a box of the page), its download on it. */}
              <ResponsiveTable
                caption={group.category}
                rows={group.attachments}
                rowKey={(attachment) => String(attachment.id)}
                columns={columns}
                cardsBelow="xl"
              />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
