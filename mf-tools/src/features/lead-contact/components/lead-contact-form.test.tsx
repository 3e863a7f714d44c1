import { screen, waitFor } from '@testing-library/react';
import { HttpError } from '@portal/shared/http';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import type { LeadContactPayload } from '../schemas';
import { LeadContactForm } from './lead-contact-form';
import { fillInLeadContact } from '../../../testing/lead-contact';

beforeEach(() => resetPortalState());

async function fillValid(user: ReturnType<typeof renderWithProviders>['user']) {
  await fillInLeadContact(user, document.body, '13-15h');
}

describe('LeadContactForm', () => {
  it('"name, surname1 and contactHours required; email required and valid; telephone at least 4 characters and valid; consent must be checked"', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<LeadContactForm label="Contact" onSubmit={onSubmit} />);
    await user.type(await screen.findByLabelText(/^E-mail/), 'marta@');
    await user.type(screen.getByLabelText(/^Telephone/), '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(3);
    expect(screen.getByText('E-mail not valid')).toBeVisible();
    expect(screen.getByText('Telephone not valid')).toBeVisible();
    expect(screen.getByText('Consent required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the four contact hour slots of §9 and sends the lead fields', async () => {
    const onSubmit = jest.fn((contact: LeadContactPayload) => Promise.resolve(contact));
    const { user } = renderWithProviders(<LeadContactForm label="Contact" onSubmit={onSubmit} />);
    const hours = await screen.findByLabelText(/^Contact hours/);
    expect([...hours.querySelectorAll('option')].map((o) => o.textContent).slice(1)).toEqual([
      '9-13h',
      '13-15h',
      '15-19h',
      '19-21h',
    ]);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Marta',
        surname1: 'Vidal',
        email: 'marta@example.com',
        telephone: '612345678',
        contactHours: '13-15h',
        consent: true,
      }),
    );
  });

  it('"optional invoice file at most 15 MB": a larger one says "File size must be less than 15MB"; a smaller one is sent as a data URL', async () => {
    const onSubmit = jest.fn((contact: LeadContactPayload) => Promise.resolve(contact));
    const { user } = renderWithProviders(<LeadContactForm label="Contact" onSubmit={onSubmit} />);
    await fillValid(user);
    const big = new File(['x'], 'invoice.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 15_000_001 });
    await user.upload(screen.getByLabelText(/^Your last invoice/), big);
    expect(await screen.findByText('File size must be less than 15MB')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.upload(
      screen.getByLabelText(/^Your last invoice/),
      new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          invoice: {
            name: 'invoice.pdf',
            content: expect.stringMatching(/^data:application\/pdf;base64,/) as string,
          },
        }),
      ),
    );
  });

  it('puts a 400 on its fields (without the server prefix) and keeps what was typed; another failure shows the message', async () => {
    const onSubmit = jest
      .fn<Promise<unknown>, [LeadContactPayload]>()
      .mockRejectedValueOnce(
        new HttpError(400, 'Bad request', { 'data.telephone': 'The phone is not valid' }),
      )
      .mockRejectedValueOnce(new HttpError(500, 'Server error'));
    const { user } = renderWithProviders(
      <LeadContactForm
        label="Contact"
        onSubmit={onSubmit}
        serverFieldPrefix="data."
        errorMessage="It failed."
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The phone is not valid')).toBeVisible();
    expect(screen.getByLabelText(/^Telephone/)).toHaveValue('612345678');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It failed.');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Marta');
  });
});
