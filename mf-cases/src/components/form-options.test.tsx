// The states every case form shows before its fields: loading, an error whose Retry asks again only what failed, no
// contract to pick, then the form.
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { FormOptions, type OptionsQuery } from './form-options';

const query = (state: Partial<OptionsQuery> = {}): OptionsQuery => ({
  isPending: false,
  isError: false,
  refetch: jest.fn(),
  ...state,
});

beforeEach(() => resetPortalState());

describe('FormOptions', () => {
  it('shows the form loading while any option is pending', () => {
    renderWithProviders(<FormOptions queries={[query(), query({ isPending: true })]}>the form</FormOptions>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(screen.queryByText('the form')).not.toBeInTheDocument();
  });

  it('on an error, Retry asks again only the options that failed', async () => {
    const loaded = query();
    const failed = query({ isError: true });
    const { user } = renderWithProviders(<FormOptions queries={[loaded, failed]}>the form</FormOptions>);
    expect(screen.getByText('The form could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(loaded.refetch).not.toHaveBeenCalled();
  });

  it('without a contract to pick, says so instead of the form', () => {
    renderWithProviders(
      <FormOptions
        queries={[query()]}
        noContracts={{ title: 'No contracts.', description: 'Each is about one.' }}
      >
        the form
      </FormOptions>,
    );
    expect(screen.getByText('No contracts.')).toBeInTheDocument();
    expect(screen.getByText('Each is about one.')).toBeInTheDocument();
    expect(screen.queryByText('the form')).not.toBeInTheDocument();
    // No contracting flow enabled: no next step to offer.
    expect(screen.queryByRole('link', { name: 'Contract a supply' })).not.toBeInTheDocument();
  });

  // Issue 44 item 3: "empty states with an icon and the next action"; a customer with no contract was left at a dead end.
  it('without a contract to pick, offers to contract a supply when the brand enables a flow', () => {
    settingsStore.getState().setPrivate({ 'contractation.electricity.enabled': true });
    renderWithProviders(
      <FormOptions
        queries={[query()]}
        noContracts={{ title: 'No contracts.', description: 'Each is about one.' }}
      >
        the form
      </FormOptions>,
    );
    expect(screen.getByRole('link', { name: 'Contract a supply' })).toHaveAttribute(
      'href',
      '/new-electricity-customer',
    );
  });

  it('once every option is here, the form', () => {
    renderWithProviders(<FormOptions queries={[query(), query()]}>the form</FormOptions>);
    expect(screen.getByText('the form')).toBeInTheDocument();
  });
});
