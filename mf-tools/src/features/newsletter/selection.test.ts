import type { Newsletter } from '@portal/shared/api-types';
import {
  LOCKED_TOOLTIP_MS,
  deselectAll,
  initialSelection,
  isLocked,
  selectAll,
  selectedIds,
  toggleNewsletter,
} from './selection';

const newsletter = (id: number, subscribed: boolean, exported = false): Newsletter => ({
  newsletter_id: id,
  name: `N${id}`,
  subscribed,
  subscriptor_id: 1,
  exported,
  newsletter_description: '',
});
const list = [
  newsletter(1, true),
  newsletter(2, false),
  newsletter(3, true, true),
  newsletter(4, false, true),
];

describe('the newsletter selection', () => {
  it('starts from what the subscriber has', () => {
    expect([...initialSelection(list)]).toEqual([1, 3]);
  });

  it('"Newsletters already exported and subscribed cannot be toggled" (visitor-features §4)', () => {
    expect(list.map(isLocked)).toEqual([false, false, true, false]);
    const selected = initialSelection(list);
    expect(toggleNewsletter(list, selected, 3)).toBe(selected);
    expect([...toggleNewsletter(list, selected, 1)]).toEqual([3]);
    expect([...toggleNewsletter(list, selected, 4)].sort()).toEqual([1, 3, 4]);
  });

  it('selects all, and deselects all but the locked ones', () => {
    expect(selectedIds(list, selectAll(list))).toEqual([1, 2, 3, 4]);
    expect(selectedIds(list, deselectAll(list))).toEqual([3]);
    expect(selectedIds([newsletter(1, true)], deselectAll([newsletter(1, true)]))).toEqual([]);
  });

  it('"Protected newsletter tooltip stays 5000 ms" (visitor-features §9)', () => {
    expect(LOCKED_TOOLTIP_MS).toBe(5000);
  });
});
