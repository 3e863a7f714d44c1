// "Shows HTML blocks grouped by group name" (customer-area §2), each group's blocks by priority (ascending); groups
// in the order of their first block's priority, then by name. block_width is a span of a 12-column grid, block_height
// a minimum height in pixels.
import type { ServerElement } from '@portal/shared/api-types';

export interface BlockGroup {
  name: string;
  blocks: ServerElement[];
}

export const GRID_COLUMNS = 12;

export function groupBlocks(elements: readonly ServerElement[]): BlockGroup[] {
  const groups = new Map<string, ServerElement[]>();
  for (const element of elements)
    groups.set(element.group_name, [...(groups.get(element.group_name) ?? []), element]);
  return [...groups.entries()]
    .map(([name, blocks]) => ({ name, blocks: [...blocks].sort((a, b) => a.priority - b.priority) }))
    .sort(
      (a, b) => (a.blocks[0]?.priority ?? 0) - (b.blocks[0]?.priority ?? 0) || a.name.localeCompare(b.name),
    );
}

/** The grid span of a block: 1 to 12 (a missing or odd width takes the whole row). */
export function blockSpan(width: number): number {
  return Number.isInteger(width) && width >= 1 && width <= GRID_COLUMNS ? width : GRID_COLUMNS;
}
