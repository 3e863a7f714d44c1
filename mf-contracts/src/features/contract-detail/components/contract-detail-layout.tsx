// customer-area §6 names `sidebarContract` among the flags without saying more. With it, a contract's detail has a
// sidebar beside its sections, linking to each of them (a long page: up to seven sections, some 2,900 px tall at
// 1,280 px), where a sidebar has room: from 1,536 px, so that the sections keep the width their tables need. Without
// it (the spec's default), the sections alone.
import { useLingui } from '@lingui/react/macro';
import { useSetting } from '@portal/shared/settings';
import { Box, Link, Stack, Text } from '@portal/shared/ui';
import { type ReactNode, useId } from 'react';

/** A section of the detail: its anchor (DETAIL_SECTION_IDS) and its title. */
export interface DetailSectionLink {
  id: string;
  label: string;
}

/** Links to the detail's sections; an in-page link moves the reading and the keyboard's place to its section. */
export function ContractSectionNav({ sections }: { sections: readonly DetailSectionLink[] }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Box as="nav" aria-labelledby={titleId} position="sticky" top="6">
      <Text id={titleId} fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
        {t`On this page`}
      </Text>
      <Stack as="ul" gap="1.5" fontSize="sm" listStyleType="none">
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`}>{section.label}</Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export interface ContractDetailLayoutProps {
  sections: readonly DetailSectionLink[];
  children: ReactNode;
}

/** The detail's sections one under the other, with the sidebar of links beside them when the brand turns it on. */
export function ContractDetailLayout({ sections, children }: ContractDetailLayoutProps) {
  const sidebar = useSetting('sidebarContract');
  const content = (
    <Stack gap="6" minW="0">
      {children}
    </Stack>
  );
  if (!sidebar) return content;
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', '2xl': 'minmax(0, 1fr) 14rem' }}
      gap="8"
    >
      {content}
      {/* The sidebar's column as tall as the sections, so that its links stay in view while they scroll. */}
      <Box hideBelow="2xl">
        <ContractSectionNav sections={sections} />
      </Box>
    </Box>
  );
}
