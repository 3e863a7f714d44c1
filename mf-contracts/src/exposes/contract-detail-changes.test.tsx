// The changes on the electricity detail (customer-area §2 "Contract detail", §4 "Request states", §5, §8 "Contracts"),
// against MSW handlers shaped as the reference API answers.
import type { ContractDetail } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { bus, type PortalEvents } from '@portal/shared/events';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  renderWithProviders,
  setupTestServer,
  validationError,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { redirectActionStore } from '../lib/redirect-actions';
import {
  contractDetail,
  currentContractHandler,
  electricityDetailRoute,
  startDetailChangeTest,
  openDialog,
  heldGate,
} from '../testing/contracts';
import ContractDetailPage from './contract-detail-page';

let contract: ContractDetail;
let bodies: { url: string; body: unknown }[] = [];
const server = setupTestServer(
  http.get('*/api/v2/contracts/ibans/', () =>
    HttpResponse.json({
      data: [
        { id: 1, printable_iban: 'ES91 2100 **** **** **** 1332' },
        { id: 2, printable_iban: 'ES79 2100 **** **** **** 2012' },
      ],
    }),
  ),
  currentContractHandler(() => contract),
);

const changed: PortalEvents['contract:changed'][] = [];
const onChanged = (event: PortalEvents['contract:changed']) => changed.push(event);

function renderPage() {
  return renderWithProviders(<ContractDetailPage />, electricityDetailRoute(contract.name));
}

beforeEach(() => {
  startDetailChangeTest(server);
  contract = contractDetail();
  bodies = [];
  changed.length = 0;
  redirectActionStore.setState({ action: undefined });
  bus.on('contract:changed', onChanged);
});
afterEach(() => bus.off('contract:changed', onChanged));

describe('contact data inline edit', () => {
  it('a 400 shows its error on the phone and keeps what was typed; then the change is saved', async () => {
    let calls = 0;
    server.use(
      http.put('*/api/v2/contracts/:name/notification/phone/', async ({ request }) => {
        calls += 1;
        const body = (await request.json()) as { phone: string };
        bodies.push({ url: request.url, body });
        if (calls === 1) return validationError({ phone: 'phone not valid' });
        contract = {
          ...contract,
          notification_address: { ...contract.notification_address!, mobile: body.phone },
        };
        return HttpResponse.json({ data: contract.notification_address });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit phone' }));
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveValue('+34612345678');
    await user.clear(input);
    await user.type(input, '699111222');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The phone is not valid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('699111222');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const contact = screen.getByRole('region', { name: 'Contact data' });
    expect(await within(contact).findByText('699111222')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.body).toEqual({ phone: '699111222' });
    expect(changed).toEqual([{ contractName: '0010001', change: 'phone' }]);
  });

  it('checks the e-mail before sending; Save is disabled while sending', async () => {
    server.use(
      http.put('*/api/v2/contracts/:name/notification/email/', async () => {
        await delay(50);
        return HttpResponse.json({ data: contract.notification_address });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit e-mail' }));
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
    await user.type(input, 'laura@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The e-mail is not valid')).toBeInTheDocument();
    await user.type(input, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(await screen.findByRole('button', { name: 'Edit e-mail' })).toBeInTheDocument();
  });

  it('another failure returns to view mode; the text typed comes back on the next edit', async () => {
    server.use(
      http.put('*/api/v2/contracts/:name/notification/email/', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit e-mail' }));
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(input);
    await user.type(input, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The change could not be saved. Try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit e-mail' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('new@example.com');
  });
});

describe('read-only and state rules', () => {
  it('an impersonation token disables every change (customer-area §6)', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
    renderPage();
    for (const name of [
      'Edit phone',
      'Edit e-mail',
      'Change the contracted power',
      'Change the bank account',
      'Change the notification address',
      'Change the invoice delivery',
      'Opt out of the SIPS data cession',
      'Tariff customisations',
    ]) {
      expect(await screen.findByRole('button', { name })).toBeDisabled();
    }
  });

  it('a cancelled contract cannot be changed; without ATR the power says a process is under way', async () => {
    contract = contractDetail({ state: 'baixa' });
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: 'Change the bank account' })).toBeDisabled();
    expect(screen.getAllByText('Only an active contract can be changed.').length).toBeGreaterThan(0);
    unmount();
    contract = contractDetail({ atr_available: false });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Change the contracted power' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change the bank account' })).toBeEnabled();
    expect(
      screen.getAllByText('A process is under way on this contract: this change cannot be requested now.')
        .length,
    ).toBeGreaterThan(0);
  });

  it('each change is behind its flag', async () => {
    settingsStore.getState().setPrivate({ powerChange: false, 'contract.ibanChange.enabled': false });
    renderPage();
    expect(
      await screen.findByRole('button', { name: 'Change the notification address' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the contracted power' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the bank account' })).not.toBeInTheDocument();
  });
});

describe('IBAN change', () => {
  /** Types `iban` as the new account (over what the field holds), confirms the holder and requests the change. */
  async function requestNewIban(
    user: ReturnType<typeof renderPage>['user'],
    dialog: HTMLElement,
    iban: string,
  ) {
    const field = within(dialog).getByRole('textbox', { name: 'New IBAN' });
    await user.clear(field);
    await user.type(field, iban);
    await user.click(
      await within(dialog).findByRole('checkbox', {
        name: 'I confirm that I am the holder of this bank account',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request the change' }));
  }

  it('checks the checksum and the owner, sends the new IBAN and shows the signature notice', async () => {
    server.use(
      http.post('*/api/v1/contracts/:name/iban/', async ({ request }) => {
        const form = await request.formData();
        bodies.push({ url: request.url, body: Object.fromEntries(form.entries()) });
        return HttpResponse.json({ result: 'OK', waiting_for_signature: true });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Change the bank account');
    const iban = within(dialog).getByRole('textbox', { name: 'New IBAN' });
    await user.type(iban, 'ES91 2100 0418 4502 0005 1333');
    await user.click(within(dialog).getByRole('button', { name: 'Request the change' }));
    expect(await within(dialog).findByText('The IBAN is not valid')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter the new IBAN and confirm that you are the holder of the account'),
    ).toBeInTheDocument();
    await requestNewIban(user, dialog, 'ES91 2100 0418 4502 0005 1332');
    expect(
      await within(dialog).findByText('Your request has been registered and is waiting for your signature.'),
    ).toBeInTheDocument();
    expect(bodies[0]?.body).toEqual({
      already_registered: 'no',
      iban: 'ES9121000418450200051332',
      owner_is_bank_owner: 'true',
    });
    expect(changed).toEqual([{ contractName: '0010001', change: 'iban' }]);
  });

  it('an account already registered applies at once: the dialog closes', async () => {
    server.use(
      http.post('*/api/v1/contracts/:name/iban/', async ({ request }) => {
        bodies.push({ url: request.url, body: Object.fromEntries((await request.formData()).entries()) });
        return HttpResponse.json({ result: 'OK', waiting_for_signature: false });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Change the bank account');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Bank account' }), 'yes');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Registered account/ }),
      'ES79 2100 **** **** **** 2012',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request the change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies[0]?.body).toEqual({ already_registered: 'yes', bank_id: '2' });
  });

  it('stays open while sending (submit disabled, Escape ignored), then closes', async () => {
    const held = heldGate();
    server.use(
      http.post('*/api/v1/contracts/:name/iban/', async () => {
        await held.opened;
        return HttpResponse.json({ result: 'OK', waiting_for_signature: false });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Change the bank account');
    await requestNewIban(user, dialog, 'ES9121000418450200051332');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Request the change' })).toBeDisabled(),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change the bank account' })).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failure keeps what was typed and says the operation cannot be done', async () => {
    server.use(
      http.post('*/api/v1/contracts/:name/iban/', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Change the bank account');
    await requestNewIban(user, dialog, 'ES9121000418450200051332');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The operation cannot be done now. Try again later.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'New IBAN' })).toHaveValue('ES9121000418450200051332');
  });
});

describe('power change', () => {
  it('shows the costs, answers a 406 with its message and sends the powers in watts', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/v1/contracts/:name/power/', async ({ request }) => {
        calls += 1;
        bodies.push({ url: request.url, body: await request.json() });
        if (calls === 1) return HttpResponse.json({ message: 'power_modification_same' }, { status: 406 });
        return HttpResponse.json({ result: 'OK', waiting_for_signature: true });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Change the contracted power');
    expect(within(dialog).getByText('Connection right: €9.04')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Access right/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'New power P1 (kW)' }), '6,9');
    // §9: 2.3 kW increased × 19.7 € and × 17.27 €.
    expect(await within(dialog).findByText(/Access right: €45\.31/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Extension right: €39\.72/)).toBeInTheDocument();
    // Typed grouped, as a phone is read aloud: sent as the number.
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact phone' }), '612 345 678');
    await user.click(within(dialog).getByRole('button', { name: 'Request the change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The powers requested are the same as the current ones: nothing to change',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request the change' }));
    expect(
      await within(dialog).findByText('Your request has been registered and is waiting for your signature.'),
    ).toBeInTheDocument();
    expect(bodies[1]?.body).toEqual({
      phone: '+34612345678',
      phone_num: '612345678',
      phone_pre: '+34',
      power_p1: 6900,
    });
    expect(changed).toEqual([{ contractName: '0010001', change: 'power' }]);
  });

  it("a 400 puts its errors on the fields (in the customer's words)", async () => {
    server.use(
      http.post('*/api/v1/contracts/:name/power/', () =>
        validationError({ power_p2: 'power_modification_validation' }),
      ),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Change the contracted power');
    await user.type(within(dialog).getByRole('textbox', { name: 'New power P1 (kW)' }), '3,45');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact phone' }), '612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Request the change' }));
    expect(await within(dialog).findByText('The power must be above 0')).toBeInTheDocument();
  });
});

describe('SIPS opt-out', () => {
  /** The opt-out call answers OK, waiting for the signature or not; its bodies are recorded. */
  function answerSips(waitingForSignature: boolean) {
    server.use(
      http.post('*/api/v1/contracts/:name/no_cession_sips/', async ({ request }) => {
        bodies.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ result: 'OK', waiting_for_signature: waitingForSignature });
      }),
    );
  }

  it('"A 400 on the SIPS call shows the noCessionSelection error under the dialog"', async () => {
    server.use(
      http.post('*/api/v1/contracts/:name/no_cession_sips/', () =>
        validationError({ noCessionSelection: 'request_in_process' }),
      ),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Opt out of the SIPS data cession');
    await user.click(within(dialog).getByRole('button', { name: 'Request the opt-out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A request of this kind is already in process.',
    );
  });

  it('with waiting_for_signature the dialog shows the signature process', async () => {
    answerSips(true);
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Opt out of the SIPS data cession');
    await user.click(within(dialog).getByRole('button', { name: 'Request the opt-out' }));
    expect(
      await within(dialog).findByText('Your opt-out has been requested and is waiting for your signature.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Your data stops being ceded once it is signed.',
    );
    expect(bodies[0]?.body).toEqual({ noCessionSelection: 'actual' });
  });

  it('Cancel closes the dialog; without waiting_for_signature the request closes it', async () => {
    answerSips(false);
    const { user } = renderPage();
    let dialog = await openDialog(user, 'Opt out of the SIPS data cession');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(0);
    dialog = await openDialog(user, 'Opt out of the SIPS data cession');
    await user.click(within(dialog).getByRole('button', { name: 'Request the opt-out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(1);
  });
});

describe('invoice delivery', () => {
  it('sends email or postal and closes', async () => {
    server.use(
      http.post('*/api/v2/contracts/:name', async ({ request }) => {
        bodies.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ invoice_online: 'postal' });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Change the invoice delivery');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // The invoices already come by e-mail: saving that would file a change for nothing.
    expect(save).toBeDisabled();
    const select = within(dialog).getByRole('combobox', { name: 'Receive the invoices' });
    await user.selectOptions(select, 'postal');
    expect(save).toBeEnabled();
    await user.selectOptions(select, 'email');
    expect(save).toBeDisabled();
    await user.selectOptions(select, 'postal');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies[0]?.body).toEqual({ invoice_online: 'postal' });
    expect(changed).toEqual([{ contractName: '0010001', change: 'invoiceDelivery' }]);
  });
});

describe('notification address', () => {
  // A failure to save an address already on file: the one the API names has its own message, any other says the
  // address could not be changed ("no_error_defined").
  it.each([
    {
      title:
        '"Address change 400 with message error_usuario_otra_vivienda_habitual_activa" has its own message',
      status: 400,
      message: 'error_usuario_otra_vivienda_habitual_activa',
      alert: 'This address is the habitual residence of another of your active contracts',
    },
    {
      title: 'any other failure says the address could not be changed ("no_error_defined")',
      status: 409,
      message: 'conflict',
      alert: 'The address could not be changed. Try again later.',
    },
  ])('$title', async ({ status, message, alert }) => {
    server.use(
      http.get('*/api/v2/contracts/:name/addresses/', () =>
        HttpResponse.json({
          data: [
            { id: 7, full_address: 'Calle Mallorca 245, 3º 2ª, 08008 Barcelona' },
            { id: 9, full_address: 'Carrer de Provença 10, 08036 Barcelona' },
          ],
        }),
      ),
      http.post('*/api/v2/contracts/:name/notification/', async ({ request }) => {
        bodies.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ message }, { status });
      }),
      // The dialog's new-address form asks for the street types as it opens.
      http.get('*/api/v1/geo/tipovias/', () => HttpResponse.json({ data: [{ id: 'CL', name: 'Calle' }] })),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Change the notification address');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /My addresses/ }),
      'Carrer de Provença 10, 08036 Barcelona',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Save' })[0]!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(alert);
    expect(bodies[0]?.body).toEqual({ address_type: 'existing', address_id: 9 });
  });
});

describe('redirect actions after login', () => {
  it('ibanChange opens the IBAN dialog on the contract it names', async () => {
    bus.emit('contract:redirect-action', { contractName: '0010001', action: 'ibanChange' });
    renderPage();
    expect(await screen.findByRole('dialog', { name: 'Change the bank account' })).toBeInTheDocument();
    expect(redirectActionStore.getState().action).toBeUndefined();
  });

  it('powChange opens nothing on a read-only session', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
    bus.emit('contract:redirect-action', { contractName: '0010001', action: 'powChange' });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Change the contracted power' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
