// The focusable wrapper a read-only guard puts around a disabled control, once the guard's tooltip is there: its code
// comes only in a read-only session, after the first render (decision 009), and the wrapper is rendered anew
// inside the tooltip, so a test hovers or clicks the one this returns, not `control.parentElement` of the first render.
import { waitFor } from '@testing-library/react';

export async function findReadOnlyWrapper(control: HTMLElement): Promise<HTMLElement> {
  const isSame = (element: Element | null) =>
    element !== null &&
    element.textContent === control.textContent &&
    element.getAttribute('aria-label') === control.getAttribute('aria-label');
  return waitFor(() => {
    const wrapper = [
      ...document.querySelectorAll<HTMLElement>('[data-read-only][data-scope="tooltip"]'),
    ].find((candidate) => isSame(candidate.firstElementChild));
    if (!wrapper) throw new Error(`No read-only tooltip around "${control.textContent ?? ''}" yet`);
    return wrapper;
  });
}
