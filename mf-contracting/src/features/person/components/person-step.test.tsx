// The person step (visitor-features §5 "Person"); each rule's message is in ../schemas.test.ts.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { Button } from '@portal/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type * as filesField from '../../../lib/files-field';
import { FilesField } from '../../../lib/files-field';
import type { PersonOptions } from '../schemas';
import { PersonStep } from './person-step';

// The ID images' field, counted: how often the step renders a field that nothing it shows has changed.
jest.mock('../../../lib/files-field', () => {
  const actual = jest.requireActual<typeof filesField>('../../../lib/files-field');
  return { ...actual, FilesField: jest.fn(actual.FilesField) };
});

setupTestServer(
  http.get('/api/v1/geo/zipcode/:zip/', ({ params }) =>
    HttpResponse.json({ data: params.zip === '99999' ? [] : [{ city: 'Girona', ine: '17079' }] }),
  ),
  http.get('/api/v1/geo/provincies/:code/', () => HttpResponse.json({ data: [{ id: 17, name: 'Girona' }] })),
  http.get('/api/v1/geo/tipovias/', () =>
    HttpResponse.json({
      data: [
        { id: 'CL', name: 'Calle' },
        { id: 'AV', name: 'Avenida' },
      ],
    }),
  ),
);
beforeEach(() => resetPortalState());

const options: PersonOptions = {
  restrictCompanyVAT: false,
  askChangeOwner: false,
  changeOwnerRequired: false,
  commsLanguage: false,
  emailRequired: true,
};

function renderStep(stored?: Record<string, unknown>, overrides: Partial<PersonOptions> = {}) {
  const onComplete = jest.fn();
  const view = renderWithProviders(
    <PersonStep
      options={{ ...options, ...overrides }}
      stored={stored}
      onDraft={jest.fn()}
      onComplete={onComplete}
      navigation={<Button type="submit">Next</Button>}
    />,
  );
  return { ...view, onComplete };
}

type User = ReturnType<typeof renderWithProviders>['user'];
async function paste(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
const image = () => new File(['x'], 'front.jpg', { type: 'image/jpeg' });

describe('PersonStep', () => {
  // Issue 47: the step renders on every keystroke (its values are its draft) and again as it mounts; every field's
  // kit components rendered with it, inside the frame of the Next that brought the step.
  it('renders a field again only when what it shows changes, not on the keystrokes of another field', async () => {
    const files = jest.mocked(FilesField);
    files.mockClear();
    const { user } = renderStep();
    await user.type(screen.getByLabelText(/^name/i), 'Marta');
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Marta');
    expect(files).toHaveBeenCalledTimes(1);
    // A company's tax id asks for the company's documents instead of the ID images: that field renders.
    await paste(user, /^NIF \/ CIF/, 'B12345674');
    await waitFor(() => expect(screen.getByLabelText(/company documents/i)).toBeInTheDocument());
    expect(files).toHaveBeenCalledTimes(2);
  });

  it('an individual: names, ID images, mobile and e-mail, handed on', async () => {
    const { user, onComplete } = renderStep();
    await paste(user, /^NIF \/ CIF/, '12345678Z');
    await paste(user, /^name/i, 'Marta');
    await paste(user, /^first surname/i, 'López');
    await paste(user, /^mobile/i, '612345678');
    await paste(user, /^e-mail/i, 'marta@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText(/^ID document images/i), image());
    expect(await screen.findByText('front.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({
      vat: '12345678Z',
      name: 'Marta',
      surName1: 'López',
      mobile: '612345678',
      nifFaceup: [{ name: 'front.jpg', content: expect.stringMatching(/^data:image\/jpeg;base64,/) }],
    });
  });

  it('a company VAT asks for the representative and the company documents instead', async () => {
    const { user } = renderStep();
    await paste(user, /^NIF \/ CIF/, 'B12345674');
    expect(await screen.findByLabelText(/^company name/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^representative's NIF/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^company documents/i)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^first surname/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^ID document images/i)).not.toBeInTheDocument();
  });

  it('a company VAT is refused when restrictCompanyVAT is set', async () => {
    const { user } = renderStep(undefined, { restrictCompanyVAT: true });
    await paste(user, /^NIF \/ CIF/, 'B12345674');
    await user.tab();
    expect(await screen.findByText('Company VAT not allowed')).toBeInTheDocument();
  });

  it('a different invoice address is asked and checked, its province derived', async () => {
    const { user } = renderStep({ vat: '12345678Z' });
    await user.click(
      await screen.findByRole('checkbox', { name: /send the invoices to the supply address/i }),
    );
    await paste(user, /^invoice postal code/i, '1700');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The postal code must have 5 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^invoice postal code/i), '1');
    await waitFor(() => expect(screen.getByLabelText(/^invoice locality/i)).toHaveValue('Girona'), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.getByLabelText(/^invoice province/i)).toHaveValue('Girona'));
  });

  // Issue 41: the billing street type is "the same select as step 1"; "An auto-filled province keeps its 'Campo
  // obligatorio' error until the next submit"; "Postal codes with no localities [...] leave an empty 'Población'
  // select without a message".
  it('the invoice address: street types to choose from, the province valid once filled, a postal code without localities said', async () => {
    const { user } = renderStep({ vat: '12345678Z' });
    await user.click(
      await screen.findByRole('checkbox', { name: /send the invoices to the supply address/i }),
    );
    const streetType = screen.getByRole('combobox', { name: /^invoice street type/i });
    expect(await within(streetType).findByRole('option', { name: 'Avenida' })).toBeInTheDocument();
    await user.selectOptions(streetType, 'AV');
    expect(streetType).toHaveValue('AV');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const province = screen.getByLabelText(/^invoice province/i);
    await waitFor(() => expect(province).toHaveAttribute('aria-invalid', 'true'));
    await paste(user, /^invoice postal code/i, '17001');
    await waitFor(() => expect(province).toHaveValue('Girona'), { timeout: 3000 });
    await waitFor(() => expect(province).not.toHaveAttribute('aria-invalid', 'true'));

    const postalCode = screen.getByLabelText(/^invoice postal code/i);
    await user.clear(postalCode);
    await paste(user, /^invoice postal code/i, '99999');
    expect(
      await screen.findByText('We have no localities for this postal code: check it.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  // visitor-features §5: the invoice address follows "the §5 address rules" of the supply point (nv 256, pnp 9, bq 4,
  // es 4, pt 10, pu 4): its inputs take no more than those, as the supply point's do.
  it('the invoice street fields are as long as the address rules allow', async () => {
    const { user } = renderStep({ vat: '12345678Z' });
    await user.click(
      await screen.findByRole('checkbox', { name: /send the invoices to the supply address/i }),
    );
    expect(screen.getByLabelText(/^invoice street name/i)).toHaveAttribute('maxlength', '256');
    expect(screen.getByLabelText(/^number/i)).toHaveAttribute('maxlength', '9');
    expect(screen.getByLabelText(/^block/i)).toHaveAttribute('maxlength', '4');
    expect(screen.getByLabelText(/^stairs/i)).toHaveAttribute('maxlength', '4');
    expect(screen.getByLabelText(/^floor/i)).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText(/^door/i)).toHaveAttribute('maxlength', '4');
  });

  // Issue 41 item 2: "Mobile numbers pasted with +34 and spaces are cut at 12 characters and refused: accept them
  // and store the national number."
  it('a mobile pasted with +34 and spaces is accepted as its national number', async () => {
    const { user } = renderStep();
    await paste(user, /^mobile/i, '+34 612 345 678');
    expect(screen.getByLabelText(/^mobile/i)).toHaveValue('612345678');
    await user.tab();
    expect(screen.queryByText('Mobile not valid')).not.toBeInTheDocument();
  });

  // §3 Person step: "changeOwner"; §5: "changeOwner required when activeContract is true and requireMarkChangeOwner
  // is not false".
  it('with an active contract and requireMarkChangeOwner false, the change of holder is asked, optional', async () => {
    const { user, onComplete } = renderStep(
      {
        vat: '12345678Z',
        name: 'Marta',
        surName1: 'López',
        mobile: '612345678',
        email: 'marta@example.com',
        nifFaceup: [{ name: 'front.jpg', content: 'data:image/jpeg;base64,/9j/' }],
      },
      { askChangeOwner: true, changeOwnerRequired: false },
    );
    const question = screen.getByRole('combobox', { name: /^does the holder of the supply change\?/i });
    expect(question).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({ changeOwner: '' });

    await user.selectOptions(question, 'yes');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(2));
    expect(onComplete.mock.calls[1]?.[0]).toMatchObject({ changeOwner: 'yes' });
  });

  it('the change of holder is required when §5 says so, and not asked without an active contract', async () => {
    const { user, unmount } = renderStep(
      { vat: '12345678Z' },
      { askChangeOwner: true, changeOwnerRequired: true },
    );
    const question = screen.getByRole('combobox', { name: /^does the holder of the supply change\?/i });
    expect(question).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(question).toHaveAccessibleDescription(/Required field/));
    unmount();

    renderStep({ vat: '12345678Z' });
    expect(screen.queryByRole('combobox', { name: /holder of the supply change/i })).not.toBeInTheDocument();
  });

  it('a stored draft comes back after a reload', () => {
    renderStep({ vat: '12345678Z', name: 'Marta', mobile: '612345678' });
    expect(screen.getByLabelText(/^NIF \/ CIF/)).toHaveValue('12345678Z');
    expect(screen.getByLabelText(/^mobile/i)).toHaveValue('612345678');
  });

  // §3 Address: "ref_catastral (cadastral reference, uppercased, whitespace removed), aclarador (hint)"; §7 step 2
  // "owner_address{…, aclarador, mobile, email, ref_catastral}"; §5 "ref_catastral must be a valid cadastral
  // reference (… not-valid-ref message)".
  it('the invoice address asks its cadastral reference and hint, checks the reference and hands both on', async () => {
    const { user, onComplete } = renderStep({
      vat: '12345678Z',
      name: 'Marta',
      surName1: 'López',
      mobile: '612345678',
      email: 'marta@example.com',
      nifFaceup: [{ name: 'front.jpg', content: 'data:image/jpeg;base64,/9j/' }],
      sameInvoiceAddress: false,
      ownerAddress: { dp: '17001', tv: 'CL', nv: 'Nou', pnp: '3' },
    });
    const reference = screen.getByLabelText(/^invoice cadastral reference/i);
    expect(reference).toHaveAttribute('maxlength', '24');
    await paste(user, /^invoice cadastral reference/i, '783301 VG8173B 0001 TT');
    await paste(user, /^invoice address details/i, 'Bajo, puerta trasera');
    await user.tab();
    await waitFor(() => expect(reference).toHaveAccessibleDescription('Not a valid cadastral reference'));
    await waitFor(() => expect(screen.getByLabelText(/^invoice province/i)).toHaveValue('Girona'), {
      timeout: 3000,
    });
    await user.clear(reference);
    await paste(user, /^invoice cadastral reference/i, '7837301-vg8173b-0001 tt');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({
      ownerAddress: { ref_catastral: '7837301VG8173B0001TT', aclarador: 'Bajo, puerta trasera' },
    });
  });

  it('a stored draft brings the invoice address’s cadastral reference and hint back', () => {
    renderStep({
      vat: '12345678Z',
      sameInvoiceAddress: false,
      ownerAddress: { dp: '17001', ref_catastral: '7837301VG8173B0001TT', aclarador: 'Bajo' },
    });
    expect(screen.getByLabelText(/^invoice cadastral reference/i)).toHaveValue('7837301VG8173B0001TT');
    expect(screen.getByLabelText(/^invoice address details/i)).toHaveValue('Bajo');
  });
});
