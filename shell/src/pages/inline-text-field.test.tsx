import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { InlineTextField } from './inline-text-field';

beforeEach(() => resetPortalState());

function Typed() {
  const [value, setValue] = useState('');
  return (
    <>
      <InlineTextField
        label="Admin key"
        type="password"
        autoComplete="off"
        value={value}
        onValueChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

it('is an input named by its label, with the given attributes, that reports what is typed', async () => {
  const { user } = renderWithProviders(<Typed />);
  const input = screen.getByLabelText('Admin key');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveAttribute('autocomplete', 'off');
  await user.type(input, 'the-key');
  expect(input).toHaveValue('the-key');
  expect(screen.getByRole('status')).toHaveTextContent('the-key');
});
