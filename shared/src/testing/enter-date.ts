// Dates in the kit's DateInput (@portal/shared/ui), as a test enters them. The browser types a date's digits part by
// part; jsdom has no text events, so a date is pasted into its first part (as 2026-11-24 or 24/11/2026) and cleared
// with Backspace, part by part.
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The parts (spinbuttons) of the date field named `name`, inside `container` (the page by default). */
export async function findDateParts(name: string | RegExp, container?: HTMLElement): Promise<HTMLElement[]> {
  const group = await (container ? within(container) : screen).findByRole('group', { name });
  return within(group).getAllByRole('spinbutton');
}

/** Enters `value` (YYYY-MM-DD, or DD/MM/YYYY as the field shows it) into the date field named `name`. */
export async function enterDate(
  user: UserEvent,
  name: string | RegExp,
  value: string,
  container?: HTMLElement,
): Promise<void> {
  const [first] = await findDateParts(name, container);
  if (!first) throw new Error(`The date field ${String(name)} has no parts`);
  await user.click(first);
  await user.paste(value);
  await settle();
}

/**
 * The kit's state machine hands a new value to the page after the event that made it (a microtask or a task later):
 * a test's next line must see the page with it.
 */
async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Empties every part of the date field named `name` (its value becomes ''). */
export async function clearDate(
  user: UserEvent,
  name: string | RegExp,
  container?: HTMLElement,
): Promise<void> {
  for (const part of await findDateParts(name, container)) {
    await user.click(part);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
  }
  await settle();
}
