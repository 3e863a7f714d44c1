// customer-area §2 "Change password": "a live checklist of the rules"; §5: the new password has at least 6
// characters with upper and lower case, a digit and a symbol, and the repeat must equal it.
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { PasswordChecklist } from './password-checklist';

beforeEach(() => resetPortalState());

const RULES = [
  'At least 6 characters',
  'An upper-case letter',
  'A lower-case letter',
  'A digit',
  'A symbol',
  'The repeated password is the same',
];

/** Each rule's item as a screen reader reads it: the label, then "(met)" or "(not met)". */
function states(): Record<string, string> {
  const list = screen.getByRole('list', { name: 'Password rules' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const text = item.textContent ?? '';
        const rule = RULES.find((r) => text.includes(r)) ?? text;
        return [rule, text.endsWith('(met)') ? 'met' : 'not met'];
      }),
  );
}

describe('PasswordChecklist', () => {
  it('lists every rule, in order, none met while nothing is typed', () => {
    renderWithProviders(<PasswordChecklist password="" repeat="" />);
    const items = within(screen.getByRole('list', { name: 'Password rules' })).getAllByRole('listitem');
    expect(items.map((item) => RULES.find((r) => item.textContent?.includes(r)))).toEqual(RULES);
    expect(Object.values(states())).toEqual(RULES.map(() => 'not met'));
  });

  it.each([
    ['abcdef', ['At least 6 characters', 'A lower-case letter']],
    ['ABC', ['An upper-case letter']],
    ['12345', ['A digit']],
    ['#', ['A symbol']],
    [
      'Ñandú-7',
      ['At least 6 characters', 'An upper-case letter', 'A lower-case letter', 'A digit', 'A symbol'],
    ],
  ])('"%s" meets exactly %j', (password, met) => {
    renderWithProviders(<PasswordChecklist password={password} repeat="" />);
    const result = states();
    for (const rule of RULES)
      expect([rule, result[rule]]).toEqual([rule, met.includes(rule) ? 'met' : 'not met']);
  });

  it('a blank is not a symbol', () => {
    renderWithProviders(<PasswordChecklist password="Abc de1" repeat="" />);
    expect(states()['A symbol']).toBe('not met');
  });

  it('the repeat rule is met only by an equal, non-empty repeat', () => {
    const { unmount } = renderWithProviders(<PasswordChecklist password="Nueva-2027" repeat="Nueva-2028" />);
    expect(states()['The repeated password is the same']).toBe('not met');
    unmount();
    renderWithProviders(<PasswordChecklist password="Nueva-2027" repeat="Nueva-2027" />);
    expect(states()['The repeated password is the same']).toBe('met');
  });

  it('says "met" / "not met" in words, not only by its colour and mark', () => {
    renderWithProviders(<PasswordChecklist password="a" repeat="" />);
    const item = screen.getByText('A lower-case letter');
    expect(item).toHaveTextContent('A lower-case letter(met)');
    expect(screen.getAllByText('✓')[0]).toHaveAttribute('aria-hidden', 'true');
  });
});
