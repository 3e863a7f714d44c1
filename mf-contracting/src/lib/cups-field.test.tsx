// The CUPS of the supply point's and the gas contract's steps (visitor-features §4: "a valid CUPS triggers an
// availability lookup"; §3 "Gas contract step": the gas flow's CUPS is the supply point's, shown read-only).
import { Form, usePortalForm } from '@portal/shared/forms';
import { renderWithProviders } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { CupsField, type CupsFieldProps } from './cups-field';

interface Input {
  cups: string;
}

function Harness(props: Pick<CupsFieldProps<Input>, 'fixedValue' | 'checking'>) {
  const form = usePortalForm<Input, Input>({
    schema: v.object({ cups: v.string() }),
    defaultValues: { cups: '' },
  });
  return (
    <Form form={form} onSubmit={() => undefined} aria-label="Supply">
      <CupsField<Input> name="cups" label="CUPS" {...props} />
    </Form>
  );
}

describe('CupsField', () => {
  it('is typed, up to 26 characters (a CUPS as printed, with its spaces)', () => {
    renderWithProviders(<Harness checking={false} />);
    const cups = screen.getByRole('textbox', { name: /^CUPS/ });
    expect(cups).toHaveAttribute('maxlength', '26');
    expect(cups).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says while the CUPS is looked up', () => {
    renderWithProviders(<Harness checking />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the CUPS…');
  });

  it('shows a CUPS fixed by an earlier step read-only', () => {
    renderWithProviders(<Harness fixedValue="ES0230000000000001SR" checking={false} />);
    const cups = screen.getByRole('textbox', { name: /^CUPS/ });
    expect(cups).toHaveAttribute('readonly');
    expect(cups).toHaveValue('ES0230000000000001SR');
  });
});
