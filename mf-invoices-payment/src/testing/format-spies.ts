// What the first-load tests of the invoices' screens check: the euro format and a date format in the portal's time
// zone are built (warmFormats, @portal/shared/format) before the screen's figures arrive.
import { waitFor } from '@testing-library/react';

export interface FormatSpies {
  /** Resolves once the euro format and a Madrid-time date format have been built. */
  built(): Promise<void>;
  restore(): void;
}

/** Watches the browser's number and date formats being built, from now on. */
export function spyOnFormats(): FormatSpies {
  const numberFormat = jest.spyOn(Intl, 'NumberFormat');
  const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
  return {
    async built() {
      await waitFor(() =>
        expect(numberFormat).toHaveBeenCalledWith(
          expect.anything(),
          expect.objectContaining({ currency: 'EUR' }),
        ),
      );
      await waitFor(() =>
        expect(dateFormat).toHaveBeenCalledWith(
          expect.anything(),
          expect.objectContaining({ timeZone: 'Europe/Madrid' }),
        ),
      );
    },
    restore() {
      numberFormat.mockRestore();
      dateFormat.mockRestore();
    },
  };
}
