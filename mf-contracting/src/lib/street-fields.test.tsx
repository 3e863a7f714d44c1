// The street half of the wizard's addresses (visitor-features §5 "Installation": "nv required max 256, pnp required
// max 9, bq 4, es 4, pt 10, pu 4"), wherever a step keeps it in its values.
import { Form, usePortalForm } from '@portal/shared/forms';
import { renderWithProviders } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { StreetFields } from './street-fields';

const street = { nv: '', pnp: '', bq: '', es: '', pt: '', pu: '' };
interface Input {
  owner: typeof street;
}
const schema = v.object({
  owner: v.object({
    nv: v.string(),
    pnp: v.string(),
    bq: v.string(),
    es: v.string(),
    pt: v.string(),
    pu: v.string(),
  }),
});
const ownerPath = <F extends keyof Input['owner']>(field: F) => `owner.${field}` as const;

function Harness() {
  const form = usePortalForm<Input, Input>({ schema, defaultValues: { owner: { ...street, nv: 'Nou' } } });
  return (
    <Form form={form} onSubmit={() => undefined} aria-label="Address">
      <StreetFields<Input> pathOf={ownerPath} streetNameLabel="Owner street name" />
    </Form>
  );
}

describe('StreetFields', () => {
  it('asks the street under the paths given, the name and the number required, each as long as its rule', () => {
    renderWithProviders(<Harness />);
    const name = screen.getByRole('textbox', { name: /^Owner street name/ });
    expect(name).toHaveValue('Nou');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '256');
    expect(screen.getByRole('textbox', { name: /^Number/ })).toBeRequired();
    const limits = { Number: '9', Block: '4', Stairs: '4', Floor: '10', Door: '4' };
    for (const [label, max] of Object.entries(limits)) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveAttribute(
        'maxlength',
        max,
      );
    }
    for (const label of ['Block', 'Stairs', 'Floor', 'Door']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).not.toBeRequired();
    }
  });
});
