import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '@portal/shared/i18n';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Field } from './chakra';
import { DateInput } from './date-input';

beforeEach(resetPortalState);

function Dated({ initial = '', withTime = false }: { initial?: string; withTime?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field.Root>
        <Field.Label>Date from</Field.Label>
        <DateInput value={value} onChange={setValue} withTime={withTime} />
      </Field.Root>
      <output aria-label="value">{value}</output>
    </>
  );
}

async function parts(name: string): Promise<[HTMLElement, HTMLElement, HTMLElement, ...HTMLElement[]]> {
  const [day, month, year, ...rest] = within(await screen.findByRole('group', { name })).getAllByRole(
    'spinbutton',
  );
  if (!day || !month || !year) throw new Error(`${name}: no day, month and year`);
  return [day, month, year, ...rest];
}

describe('DateInput', () => {
  // customer-area §9: "dates shown DD/MM/YYYY and sent YYYY-MM-DD".
  it('shows the date DD/MM/YYYY whatever the language, and gives it as YYYY-MM-DD', async () => {
    const { user } = renderWithProviders(<Dated initial="2026-11-24" />);
    const [day, month, year] = await parts('Date from');
    expect(day).toHaveAccessibleName('Day');
    expect(day).toHaveAttribute('aria-valuetext', '24');
    expect(month).toHaveAccessibleName('Month');
    expect(month).toHaveAttribute('aria-valuetext', '11');
    expect(year).toHaveAccessibleName('Year');
    expect(year).toHaveAttribute('aria-valuetext', '2026');
    await user.click(day);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-11-25');
  });

  // Typing digits part by part is the browser's (a text event jsdom lacks): the end-to-end tests type them. Here, a
  // pasted date and the parts' keys.
  it('puts the caret in its first part when its label is clicked', async () => {
    const { user } = renderWithProviders(<Dated initial="2026-11-24" />);
    const [day] = await parts('Date from');
    await user.click(screen.getByText('Date from'));
    expect(day).toHaveFocus();
  });

  it('takes a pasted date, and gives nothing until the date is whole', async () => {
    const { user } = renderWithProviders(<Dated />);
    const [day, month] = await parts('Date from');
    await user.click(day);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByLabelText('value')).toBeEmptyDOMElement();
    await user.click(month);
    await user.paste('2026-12-01');
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-12-01');
    expect(day).toHaveAttribute('aria-valuetext', '01');
  });

  it('takes a date pasted as the portal shows it, and keeps the parts it cannot read', async () => {
    const { user } = renderWithProviders(<Dated initial="2026-11-24" />);
    const [day, month, year] = await parts('Date from');
    await user.click(month);
    await user.paste('1/2/2027');
    expect(screen.getByLabelText('value')).toHaveTextContent('2027-02-01');
    expect(day).toHaveAttribute('aria-valuetext', '01');
    expect(month).toHaveAttribute('aria-valuetext', '02');
    expect(year).toHaveAttribute('aria-valuetext', '2027');
    await user.click(day);
    await user.paste('31/02/2027');
    expect(screen.getByLabelText('value')).toHaveTextContent('2027-02-01');
  });

  it('takes a pasted date and time', async () => {
    const { user } = renderWithProviders(<Dated withTime />);
    const [day, , , hour, minute] = await parts('Date from');
    await user.click(day);
    await user.paste('24/11/2026 10:15');
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-11-24T10:15');
    expect(hour).toHaveAttribute('aria-valuetext', '10');
    expect(minute).toHaveAttribute('aria-valuetext', '15');
  });

  it('names its parts in the page language, in the same order', async () => {
    await activateLocale('de-DE');
    renderWithProviders(<Dated />);
    const group = await screen.findByRole('group', { name: 'Date from' });
    const names = within(group)
      .getAllByRole('spinbutton')
      .map((part) => part.getAttribute('aria-label'));
    expect(names).toEqual(['Tag', 'Monat', 'Jahr']);
    expect(group).toHaveTextContent('tt/mm/jjjj');
  });

  it('adds hours and minutes with the time', async () => {
    const { user } = renderWithProviders(<Dated initial="2026-10-30T23:45" withTime />);
    const all = await parts('Date from');
    expect(all.map((part) => part.getAttribute('aria-valuetext'))).toEqual(['30', '10', '2026', '23', '45']);
    const minute = all[4] as HTMLElement;
    await user.click(minute);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-10-30T23:44');
  });

  it('moves the minutes by quarter hours with minuteStep, onto the quarters', async () => {
    function Quarter() {
      const [value, setValue] = useState('2026-10-30T10:10');
      return (
        <Field.Root>
          <Field.Label>From</Field.Label>
          <DateInput value={value} onChange={setValue} withTime minuteStep={15} />
          <output aria-label="value">{value}</output>
        </Field.Root>
      );
    }
    const { user } = renderWithProviders(<Quarter />);
    const minute = (await parts('From'))[4] as HTMLElement;
    await user.click(minute);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-10-30T10:15');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-10-30T10:30');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-10-30T10:45');
    expect(minute).toHaveAttribute('aria-valuetext', '45');
  });

  // Issue 47 item 1: the key that brings a field (the consumption's curve type adding the time) is painted before the
  // kit's parts are mounted; meanwhile a box shows the date and takes no typing, so no digit goes into a field about
  // to be replaced.
  it('is painted with the key that brought it, its parts mounted a render later', async () => {
    function Swapped() {
      const [withTime, setWithTime] = useState(false);
      return (
        <Field.Root>
          <Field.Label>Date from</Field.Label>
          <button type="button" onClick={() => setWithTime(true)}>
            Add the time
          </button>
          <DateInput
            key={withTime ? 'minute' : 'day'}
            value={withTime ? '2026-11-24T10:15' : '2026-11-24'}
            onChange={() => undefined}
            withTime={withTime}
          />
        </Field.Root>
      );
    }
    renderWithProviders(<Swapped />);
    expect(await parts('Date from')).toHaveLength(3);
    let between: { groups: number; shown: string } | undefined;
    await act(async () => {
      flushSync(() => screen.getByRole('button', { name: 'Add the time' }).click());
      between = {
        groups: screen.queryAllByRole('group', { name: 'Date from' }).length,
        shown: document.body.textContent ?? '',
      };
      await Promise.resolve();
    });
    expect(between?.groups).toBe(0);
    expect(between?.shown).toContain('24/11/2026, 10:15');
    const [day, , , hour, minute] = await parts('Date from');
    expect(day).toHaveAttribute('aria-valuetext', '24');
    expect(hour).toHaveAttribute('aria-valuetext', '10');
    expect(minute).toHaveAttribute('aria-valuetext', '15');
  });
});

describe('DateInput’s calendar', () => {
  it('opens a month from its button and fills the field with the day picked', async () => {
    const { user } = renderWithProviders(<Dated initial="2026-11-24" />);
    await user.click(await screen.findByRole('button', { name: 'Choose the date in a calendar' }));
    const calendar = await screen.findByRole('application', { name: /Calendar/ });
    expect(within(calendar).getByRole('grid')).toBeVisible();
    await user.click(within(calendar).getByRole('button', { name: /November 3, 2026/ }));
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-11-03');
    expect((await parts('Date from'))[0]).toHaveAttribute('aria-valuetext', '03');
  });

  it('draws its month only while open, and one view at a time', async () => {
    const { user } = renderWithProviders(<Dated initial="2026-11-24" />);
    const trigger = await screen.findByRole('button', { name: 'Choose the date in a calendar' });
    expect(screen.queryAllByRole('grid', { hidden: true })).toHaveLength(0);
    await user.click(trigger);
    const calendar = await screen.findByRole('application', { name: /Calendar/ });
    expect(within(calendar).getAllByRole('grid', { hidden: true })).toHaveLength(1);
    await user.click(within(calendar).getByRole('button', { name: 'November 2026' }));
    expect(within(calendar).getByRole('button', { name: /March/ })).toBeVisible();
    expect(within(calendar).getAllByRole('grid', { hidden: true })).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByRole('grid', { hidden: true })).toHaveLength(0));
  });

  it('keeps the time of a date and time when a day is picked', async () => {
    const { user } = renderWithProviders(<Dated initial="2026-10-30T23:45" withTime />);
    await user.click(await screen.findByRole('button', { name: 'Choose the date in a calendar' }));
    await user.click(await screen.findByRole('button', { name: /October 2, 2026/ }));
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-10-02T23:45');
  });

  it('speaks the page language', async () => {
    await activateLocale('es-ES');
    const { user } = renderWithProviders(<Dated initial="2026-11-24" />);
    await user.click(await screen.findByRole('button', { name: 'Elegir la fecha en un calendario' }));
    expect(await screen.findByRole('button', { name: 'Mes siguiente' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^noviembre de 2026$/i })).toBeVisible();
    expect(screen.getByRole('button', { name: /24 de noviembre de 2026, elegido/ })).toBeVisible();
  });
});
