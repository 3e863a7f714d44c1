import type { ServerElement } from '@portal/shared/api-types';
import { blockSpan, groupBlocks } from './blocks';

const block = (id: number, group: string, priority: number): ServerElement => ({
  id,
  name: `b${id}`,
  page_id: 1,
  group_name: group,
  priority,
  html_block: `<p>${id}</p>`,
  block_height: 100,
  block_width: 6,
});

describe('dynamic page blocks ("HTML blocks grouped by group name", customer-area §2)', () => {
  it('groups blocks by group name, each by priority, groups by their first priority then name', () => {
    const groups = groupBlocks([
      block(1, 'Ofertas', 2),
      block(2, 'Cabecera', 1),
      block(3, 'Ofertas', 1),
      block(4, 'Avisos', 1),
    ]);
    expect(groups.map((g) => [g.name, g.blocks.map((b) => b.id)])).toEqual([
      ['Avisos', [4]],
      ['Cabecera', [2]],
      ['Ofertas', [3, 1]],
    ]);
  });

  it('keeps a width of 1 to 12 columns, else the whole row', () => {
    expect(blockSpan(6)).toBe(6);
    expect(blockSpan(12)).toBe(12);
    expect(blockSpan(0)).toBe(12);
    expect(blockSpan(40)).toBe(12);
    expect(blockSpan(2.5)).toBe(12);
  });
});
