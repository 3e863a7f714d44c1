import { DataList } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export interface DataItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs; an empty value shows a dash. Stacked on a phone, side by side from md. */
export function DataItems({ items }: { items: readonly DataItem[] }) {
  return (
    <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap="3">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel minW="44">{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>
            {item.value === '' || item.value == null ? '—' : item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
