import { pathTo } from '@portal/shared/routes';
import { invoicesAddress, pendingTabOf } from './summary-links';

const invoice = (tab: 'electricity' | 'gas' | 'multipoint', amountPending: number) => ({
  tab,
  amountPending,
});
const both = ['electricity', 'gas'] as const;

describe('the tab "Pay" opens on the home card', () => {
  it('is where most invoices are pending, not the newest pending invoice’s', () => {
    // The newest pending invoice is gas; four electricity ones are older (the household's case in the browser).
    const pending = [invoice('gas', 43.49), ...[120, 130, 127, 128].map((a) => invoice('electricity', a))];
    expect(pendingTabOf(pending, both)).toBe('electricity');
    expect(invoicesAddress(both, pendingTabOf(pending, both))).toBe(pathTo('invoices'));
  });

  it('goes to the other tab when most are there, and weighs the amount on a tie', () => {
    expect(pendingTabOf([invoice('electricity', 10), invoice('gas', 5), invoice('gas', 5)], both)).toBe(
      'gas',
    );
    expect(pendingTabOf([invoice('electricity', 10), invoice('gas', 50)], both)).toBe('gas');
    expect(invoicesAddress(both, 'gas')).toBe(`${pathTo('invoices')}?type=gas`);
  });

  it('keeps the first displayed tab on a full tie, and has no tab with nothing pending', () => {
    expect(pendingTabOf([invoice('gas', 10), invoice('electricity', 10)], both)).toBe('electricity');
    expect(pendingTabOf([], both)).toBeUndefined();
  });
});
