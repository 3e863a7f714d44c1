import { act, fireEvent, screen } from '@testing-library/react';
import type { Newsletter } from '@portal/shared/api-types';
import { renderWithProviders } from '@portal/shared/testing';
import { NewsletterCards } from './newsletter-cards';

const newsletters: Newsletter[] = [
  {
    newsletter_id: 3,
    name: 'Mercado eléctrico',
    subscribed: true,
    subscriptor_id: 1,
    exported: true,
    newsletter_description: 'The wholesale market',
  },
  {
    newsletter_id: 4,
    name: 'Autoconsumo',
    subscribed: false,
    subscriptor_id: 1,
    exported: true,
    newsletter_description: 'Self-consumption',
  },
];

afterEach(() => jest.useRealTimers());

it('"Protected newsletter tooltip stays 5000 ms" (visitor-features §9); an exported one not subscribed toggles', () => {
  jest.useFakeTimers();
  const onToggle = jest.fn();
  renderWithProviders(
    <NewsletterCards
      newsletters={newsletters}
      selected={new Set([3])}
      onToggle={onToggle}
      onSelectAll={jest.fn()}
      onDeselectAll={jest.fn()}
    />,
  );
  const locked = screen.getByRole('checkbox', { name: /Mercado eléctrico/ });
  fireEvent.click(locked);
  expect(onToggle).not.toHaveBeenCalled();
  expect(screen.getByRole('tooltip')).toHaveTextContent('This newsletter has already been sent to you');
  expect(locked).toHaveAccessibleDescription(/cannot unsubscribe/);
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('checkbox', { name: /Autoconsumo/ }));
  expect(onToggle).toHaveBeenCalledWith(4);
});
