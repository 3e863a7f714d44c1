import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { FailureText } from './failure-text';

describe('FailureText', () => {
  it('announces its message as an alert, in the error colour', () => {
    renderWithProviders(<FailureText fontSize="sm">The curve could not be downloaded.</FailureText>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The curve could not be downloaded.');
    expect(getComputedStyle(alert).color).not.toBe(getComputedStyle(document.body).color);
  });
});
