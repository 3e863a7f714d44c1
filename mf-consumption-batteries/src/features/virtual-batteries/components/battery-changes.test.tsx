// The battery changes on the card (customer-area §4 "Virtual battery", §6 read-only token, §7 "Virtual batteries",
// §8 'Generic "cannot do operation" shows in battery ... dialogs'), against MSW answers shaped as the reference API's.
import type { BatteryChangeResponse, VirtualBattery } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { bus, type PortalEvents } from '@portal/shared/events';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  findDialog,
  findReadOnlyWrapper,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { VirtualBatteryCard } from './virtual-battery-card';

const server = setupTestServer();

const entry = (overrides: Partial<VirtualBattery>): VirtualBattery => ({
  id: 1,
  bateria: { id: 10, name: 'Batería Casa' },
  pes: 0.6,
  pes_percentatge: 60,
  aplicat: 84.35,
  data_inici: '2023-04-01',
  data_final: null,
  gestio_descomptes: 'aplicar',
  total_descompte: 112.8,
  es_origen: true,
  ...overrides,
});
/** Laura's 0010001 as the reference API seeds it. */
const casa = entry({});
const girona = entry({
  id: 2,
  bateria: { id: 11, name: 'Batería Girona' },
  pes: 0.4,
  pes_percentatge: 40,
  data_inici: '2024-02-01',
  gestio_descomptes: 'acumular',
  es_origen: false,
});

let entries: VirtualBattery[] = [];
const answer = (next: VirtualBattery[]): BatteryChangeResponse => ({ status: 'OK', bateria_virtual: next });
const withPercentages = (casaValue: number, gironaValue: number) => [
  { ...casa, pes_percentatge: casaValue, pes: casaValue / 100 },
  { ...girona, pes_percentatge: gironaValue, pes: gironaValue / 100 },
];

/** "GET contract/bateria_virtual_percentages/{batteryId}" answers the contract's distribution as it stands. */
let shares: () => { bateria_id: number; percentage: number }[] = () =>
  entries.map((e) => ({ bateria_id: e.bateria.id, percentage: e.pes_percentatge }));

const handlers = () => [
  http.get('*/api/:version/contract/bateria_virtual_percentages/:entryId', () => HttpResponse.json(shares())),
  http.get('*/api/v2/contracts/0010001', () =>
    HttpResponse.json({ data: { name: '0010001', bateria_virtual: entries } }),
  ),
  http.get('*/api/v2/contract/bateria/types', () =>
    HttpResponse.json([
      { name: 'aplicar', description: 'Apply the discounts to the next invoices' },
      { name: 'acumular', description: 'Accumulate the discounts in the battery' },
    ]),
  ),
];

/** A gate the test opens: a handler awaiting it answers only when the test has seen the "sending" state. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/**
 * The reference API accepting a change of 0010001 (`PUT contract/0010001/<change>`): once `answered` (a gate the test
 * opens, or at once) the contract's entries become `next()` and the answer carries them. Returns the bodies sent.
 */
function acceptChange(
  change: string,
  next: () => VirtualBattery[],
  answered: Promise<void> = Promise.resolve(),
) {
  const sent: unknown[] = [];
  server.use(
    http.put(`*/api/v1/contract/0010001/${change}`, async ({ request }) => {
      sent.push(await request.json());
      await answered;
      entries = next();
      return HttpResponse.json(answer(entries));
    }),
  );
  return sent;
}

let changed: PortalEvents['contract:changed'][] = [];
const onChanged = (event: PortalEvents['contract:changed']) => changed.push(event);

beforeEach(() => {
  resetPortalState();
  entries = [casa, girona];
  shares = () => entries.map((e) => ({ bateria_id: e.bateria.id, percentage: e.pes_percentatge }));
  changed = [];
  bus.on('contract:changed', onChanged);
  server.use(...handlers());
});
afterEach(() => bus.off('contract:changed', onChanged));

const rowOf = async (name: string) => screen.findByRole('row', { name: new RegExp(name) });
/** The dialog says its change is being sent. */
/** The lines of the dialog's "New distribution" list, as read. */
const newDistribution = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'New distribution' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function expectSending(dialog: HTMLElement) {
  expect(
    within(dialog)
      .getAllByRole('status')
      .map((s) => s.textContent),
  ).toContain('Sending…');
}

describe('modify percentage (§4 "a 0 to 100 slider with a preview of the new distribution")', () => {
  it('previews the distribution, sends the integer and shows it applied', async () => {
    const sent = acceptChange('change_bateria_pes_percentatge/2', () => withPercentages(55, 45));
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    await user.click(
      within(await rowOf('Batería Girona')).getByRole('button', {
        name: 'Modify percentage of Batería Girona',
      }),
    );
    const dialog = await findDialog('Modify the percentage of Batería Girona');
    const slider = within(dialog).getByRole('slider', { name: 'Percentage of Batería Girona' });
    // §9 "Slider 0 to 100 step 1".
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveValue('40');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    // "confirm is disabled ... when unchanged".
    expect(confirm).toBeDisabled();

    // jsdom does not move a range input by keyboard: the browser's change event stands for it.
    fireEvent.change(slider, { target: { value: '45' } });
    expect(slider).toHaveValue('45');
    // The value spoken and shown in the locale's percent form (shared formatter, not a hand-written "45 %").
    expect(slider).toHaveAttribute('aria-valuetext', '45%');
    expect(newDistribution(dialog)).toEqual(['Batería Casa: 55%', 'Batería Girona: 45%']);
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('The change has been applied.')).toBeInTheDocument();
    expect(sent).toEqual([{ pes_percentatge: 45 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await rowOf('Batería Girona')).getByRole('cell', { name: '45%' })).toBeInTheDocument();
    expect(within(await rowOf('Batería Casa')).getByRole('cell', { name: '55%' })).toBeInTheDocument();
    // "Every change emits contract changed".
    expect(changed).toEqual([{ contractName: '0010001', change: 'battery-percentage' }]);
  });

  it('"confirm is disabled while waiting"; "on error the value resets" with the generic message', async () => {
    const held = gate();
    server.use(
      http.put('*/api/v1/contract/0010001/change_bateria_pes_percentatge/2', async () => {
        await held.wait;
        return HttpResponse.json({ message: 'battery_inactive' }, { status: 409 });
      }),
    );
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    await user.click(
      within(await rowOf('Batería Girona')).getByRole('button', {
        name: 'Modify percentage of Batería Girona',
      }),
    );
    const dialog = await findDialog('Modify the percentage of Batería Girona');
    const slider = within(dialog).getByRole('slider');
    fireEvent.change(slider, { target: { value: '39' } });
    expect(slider).toHaveValue('39');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // "Changes are marked sending".
    expectSending(dialog);
    expect(within(dialog).getByRole('button', { name: /Sending…/ })).toBeDisabled();
    held.open();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The operation cannot be done now. Try again later.',
    );
    expect(slider).toHaveValue('40');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(changed).toEqual([]);
  });
});

describe('move wizard (§4 "three steps (choose destination battery, set percentage, confirm) then a waiting step")', () => {
  it('moves part of a battery to the chosen one', async () => {
    const held = gate();
    const sent = acceptChange(
      'bateria_virtual_move_virtual_battery/2',
      () => withPercentages(63, 37),
      held.wait,
    );
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    await user.click(
      within(await rowOf('Batería Girona')).getByRole('button', { name: 'Move Batería Girona' }),
    );
    const dialog = await findDialog('Move Batería Girona');
    expect(within(dialog).getByText('Step 1 of 3: Destination battery')).toBeInTheDocument();
    // "Next is disabled until a battery is chosen".
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    const group = within(dialog).getByRole('group', {
      name: 'Where do you want to move part of Batería Girona?',
    });
    // Only the other battery is a destination.
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(group).getByRole('radio', { name: 'Batería Casa' }));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(within(dialog).getByText('Step 2 of 3: Percentage to move')).toBeInTheDocument();
    const slider = within(dialog).getByRole('slider', {
      name: 'Percentage to move from Batería Girona to Batería Casa',
    });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '40');
    fireEvent.change(slider, { target: { value: '3' } });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByText('Step 3 of 3: Confirmation')).toBeInTheDocument();
    // Issue 43 item 10: the move takes points of the contract's distribution (Girona 40 → 37), not 3 % of Girona's
    // share: the confirmation says so, with the distribution the move leaves.
    expect(
      within(dialog).getByText('3 points of the distribution will move from Batería Girona to Batería Casa.'),
    ).toBeInTheDocument();
    expect(newDistribution(dialog)).toEqual(['Batería Casa: 63% (now 60%)', 'Batería Girona: 37% (now 40%)']);
    expect(within(dialog).queryByText(/% of Batería Girona/)).not.toBeInTheDocument();
    // One point is one point (a plural, not "1 points").
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    fireEvent.change(within(dialog).getByRole('slider'), { target: { value: '1' } });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      within(dialog).getByText('1 point of the distribution will move from Batería Girona to Batería Casa.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    fireEvent.change(within(dialog).getByRole('slider'), { target: { value: '3' } });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expectSending(dialog);
    held.open();

    expect(await screen.findByText('The change has been applied.')).toBeInTheDocument();
    expect(sent).toEqual([{ pes_percentatge: 3, bateria_desti: 10 }]);
    expect(within(await rowOf('Batería Girona')).getByRole('cell', { name: '37%' })).toBeInTheDocument();
    expect(changed).toEqual([{ contractName: '0010001', change: 'battery-move' }]);
  });

  it('goes back to the confirmation with the generic message when the move fails', async () => {
    server.use(
      http.put('*/api/v1/contract/0010001/bateria_virtual_move_virtual_battery/2', () =>
        HttpResponse.json({ message: 'error' }, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    await user.click(
      within(await rowOf('Batería Girona')).getByRole('button', { name: 'Move Batería Girona' }),
    );
    const dialog = await findDialog('Move Batería Girona');
    await user.click(within(dialog).getByRole('radio', { name: 'Batería Casa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The operation cannot be done now. Try again later.',
    );
    expect(within(dialog).getByText('Step 3 of 3: Confirmation')).toBeInTheDocument();
    expect(changed).toEqual([]);
  });

  it('warns with the organisation e-mail instead of moving an origin battery', async () => {
    settingsStore.getState().setPublic({ 'organization.email': 'clientes@energia.example' });
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    await user.click(within(await rowOf('Batería Casa')).getByRole('button', { name: 'Move Batería Casa' }));
    const dialog = await findDialog('Batería Casa cannot be moved');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Batería Casa is an origin battery, so it cannot be moved. To change it, write to clientes@energia.example.',
    );
    expect(within(dialog).getByRole('link', { name: 'clientes@energia.example' })).toHaveAttribute(
      'href',
      'mailto:clientes@energia.example',
    );
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('"is offered only when another battery exists"', async () => {
    entries = [girona];
    renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    const row = await rowOf('Batería Girona');
    expect(within(row).getByRole('button', { name: 'Modify percentage of Batería Girona' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });
});

// customer-area §7 "GET contract/bateria_virtual_percentages/{batteryId}"; §3 "Percentage response entries: bateria_id,
// percentage".
describe('the distribution a change starts from', () => {
  /** Opens the move wizard of Girona and goes to the confirmation of 3 points to Casa. */
  async function confirmMoveOfThree() {
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    await user.click(
      within(await rowOf('Batería Girona')).getByRole('button', { name: 'Move Batería Girona' }),
    );
    const dialog = await findDialog('Move Batería Girona');
    await user.click(within(dialog).getByRole('radio', { name: 'Batería Casa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.change(within(dialog).getByRole('slider'), { target: { value: '3' } });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    return { dialog, user };
  }

  it('is the API’s current one, not the figures the card was drawn with', async () => {
    // Another tab moved two points since the card was drawn: the API holds 58/42.
    shares = () => [
      { bateria_id: 10, percentage: 58 },
      { bateria_id: 11, percentage: 42 },
    ];
    const { dialog } = await confirmMoveOfThree();
    await waitFor(() =>
      expect(newDistribution(dialog)).toEqual([
        'Batería Casa: 61% (now 58%)',
        'Batería Girona: 39% (now 42%)',
      ]),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('spreads the modified rest over the other batteries as the API holds them', async () => {
    const third = entry({
      id: 3,
      bateria: { id: 12, name: 'Batería Sitges' },
      pes_percentatge: 0,
      es_origen: false,
    });
    entries = [casa, { ...girona, pes_percentatge: 40 }, third];
    // The API: Casa 50, Girona 30, Sitges 20.
    shares = () => [
      { bateria_id: 10, percentage: 50 },
      { bateria_id: 11, percentage: 30 },
      { bateria_id: 12, percentage: 20 },
    ];
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    await user.click(
      within(await rowOf('Batería Girona')).getByRole('button', {
        name: 'Modify percentage of Batería Girona',
      }),
    );
    const dialog = await findDialog('Modify the percentage of Batería Girona');
    fireEvent.change(within(dialog).getByRole('slider'), { target: { value: '44' } });
    // The other 56 points shared 50:20, as the API holds them (from the card's 60:0, Sitges would get none).
    await waitFor(() =>
      expect(newDistribution(dialog)).toEqual([
        'Batería Casa: 40%',
        'Batería Girona: 44%',
        'Batería Sitges: 16%',
      ]),
    );
  });

  it('falls back to the contract’s figures with a retry when the API cannot say', async () => {
    let calls = 0;
    shares = () => {
      calls += 1;
      throw new Error('down');
    };
    server.use(
      http.get('*/api/:version/contract/bateria_virtual_percentages/:entryId', () => {
        try {
          return HttpResponse.json(shares());
        } catch {
          return HttpResponse.json({ message: 'error' }, { status: 500 });
        }
      }),
    );
    const { dialog, user } = await confirmMoveOfThree();
    const failure = await within(dialog).findByText('The current distribution could not be checked.');
    expect(failure).toBeInTheDocument();
    expect(newDistribution(dialog)).toEqual(['Batería Casa: 63% (now 60%)', 'Batería Girona: 37% (now 40%)']);
    const before = calls;
    shares = () => [
      { bateria_id: 10, percentage: 58 },
      { bateria_id: 11, percentage: 42 },
    ];
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(newDistribution(dialog)).toEqual([
        'Batería Casa: 61% (now 58%)',
        'Batería Girona: 39% (now 42%)',
      ]),
    );
    expect(
      within(dialog).queryByText('The current distribution could not be checked.'),
    ).not.toBeInTheDocument();
    expect(before).toBeGreaterThan(0);
  });
});

describe('discount management (§4 "takes the value aplicar or the other type from the types list")', () => {
  it('changes to the other type and shows it applied', async () => {
    const sent = acceptChange('bateria/1', () => [{ ...casa, gestio_descomptes: 'acumular' }, girona]);
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    const select = within(await rowOf('Batería Casa')).getByRole('combobox', {
      name: 'Discount management of Batería Casa',
    });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(select).toHaveValue('aplicar');
    await user.selectOptions(select, 'Accumulate');
    expect(await screen.findByText('The change has been applied.')).toBeInTheDocument();
    expect(sent).toEqual([{ valor_descomptes: 'acumular' }]);
    await waitFor(() => expect(select).toHaveValue('acumular'));
    expect(changed).toEqual([{ contractName: '0010001', change: 'battery-discount' }]);
  });
});

describe('locked and read-only', () => {
  it('locks every change of an inactive battery (§4 "inactive ones are locked")', async () => {
    entries = [casa, { ...girona, data_final: '2021-12-31' }];
    renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    const row = await rowOf('Batería Girona');
    expect(within(row).getByText('Inactive (locked)')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Modify percentage of Batería Girona' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Move Batería Girona' })).toBeDisabled();
    expect(
      within(row).getByRole('combobox', { name: 'Discount management of Batería Girona' }),
    ).toBeDisabled();
  });

  it('disables modify and move with the tooltip in a read-only session (§6)', async () => {
    authStore.getState().setToken(createTestToken({ user_id: 1, readonly: true }));
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    const row = await rowOf('Batería Girona');
    const modify = within(row).getByRole('button', { name: 'Modify percentage of Batería Girona' });
    expect(modify).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Move Batería Girona' })).toBeDisabled();
    expect(
      within(row).getByRole('combobox', { name: 'Discount management of Batería Girona' }),
    ).toBeDisabled();
    await user.hover(await findReadOnlyWrapper(modify));
    expect(await screen.findByText('This action cannot be done while impersonating')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
