// The looked-up half of the wizard's addresses (visitor-features §4: the locality chosen among the postal code's, "the
// province is derived from the locality, read-only"; issue 41: a postal code with no locality says so).
import { Form, usePortalForm } from '@portal/shared/forms';
import { renderWithProviders } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { AddressLookupFields, type AddressLookupFieldsProps } from './address-lookup-fields';

interface Input {
  owner: { dp: string; poblacio: string; state: string; tv: string };
}

const schema = v.object({
  owner: v.object({ dp: v.string(), poblacio: v.string(), state: v.string(), tv: v.string() }),
});

function Harness(props: Pick<AddressLookupFieldsProps<Input>, 'localityLookup' | 'provinceName'>) {
  const form = usePortalForm<Input, Input>({
    schema,
    defaultValues: { owner: { dp: '08001', poblacio: '', state: '8', tv: '' } },
  });
  return (
    <Form form={form} onSubmit={() => undefined} aria-label="Address">
      <AddressLookupFields<Input>
        names={{ dp: 'owner.dp', poblacio: 'owner.poblacio', state: 'owner.state', tv: 'owner.tv' }}
        labels={{ dp: 'Postal code', poblacio: 'Locality', state: 'Province', tv: 'Street type' }}
        streetTypes={[{ id: 'CL', name: 'Calle' }]}
        {...props}
      />
    </Form>
  );
}

describe('AddressLookupFields', () => {
  it('offers the postal code’s localities and the street types; the province is read-only', () => {
    renderWithProviders(
      <Harness
        localityLookup={{ isSuccess: true, pending: false, localities: [{ city: 'Barcelona' }] }}
        provinceName="Barcelona"
      />,
    );
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('08001');
    expect(screen.getByRole('option', { name: 'Barcelona' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Calle' })).toHaveValue('CL');
    expect(screen.getByLabelText(/^Province/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Province/)).toHaveValue('Barcelona');
    expect(screen.queryByText(/no localities/)).not.toBeInTheDocument();
  });

  it('says so under the locality when the postal code has none', () => {
    renderWithProviders(
      <Harness localityLookup={{ isSuccess: true, pending: false, localities: [] }} provinceName="" />,
    );
    expect(screen.getByText('We have no localities for this postal code: check it.')).toBeInTheDocument();
  });
});
