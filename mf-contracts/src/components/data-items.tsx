import { DataList } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export interface DataItem {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs; an empty value shows a dash. Stacked on a phone, side by side from md. The item's direction is
 * its own responsive style, not a responsive `orientation`: the recipe's horizontal variant does not undo the vertical
 * one's `flex-direction: column`, so from md the pairs stayed stacked and centred.
 */
export function DataItems({ items }: { items: readonly DataItem[] }) {
  return (
    <DataList.Root orientation="vertical" gap="3">
      {items.map((item) => (
        <DataList.Item
          key={item.label}
          flexDirection={{ base: 'column', md: 'row' }}
          alignItems={{ base: 'stretch', md: 'baseline' }}
          gap={{ base: '1', md: '4' }}
        >
          <DataList.ItemLabel minW="44" flexShrink={0}>
            {item.label}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {item.value === '' || item.value == null ? '—' : item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
