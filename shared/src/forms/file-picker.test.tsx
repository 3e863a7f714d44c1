// The file input in the page's language: the browser's own "Choose Files · No file chosen" followed the browser's
// language on every page (a German page read English).
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Field } from '@chakra-ui/react';
import { activateLocale } from '@portal/shared/i18n';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { FilePicker } from './file-picker';

function Picker({ multiple = true, listed = false }: { multiple?: boolean; listed?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Field.Root>
      <Field.Label>Attachments</Field.Label>
      <FilePicker
        multiple={multiple}
        listed={listed}
        chosen={files}
        onChange={(event) => setFiles([...files, ...(event.currentTarget.files ?? [])])}
      />
    </Field.Root>
  );
}

const pdf = (name: string) => new File(['x'], name, { type: 'application/pdf' });

beforeEach(resetPortalState);

describe('FilePicker', () => {
  it('is the labelled file input, and says in the page’s language what the form holds', async () => {
    await activateLocale('de-DE');
    const { user, container } = renderWithProviders(<Picker />);
    const input = screen.getByLabelText('Attachments');
    expect(input).toHaveAttribute('type', 'file');
    expect(container).toHaveTextContent('Dateien auswählen');
    expect(container).toHaveTextContent('Keine Datei ausgewählt');
    await user.upload(input, pdf('factura.pdf'));
    expect(container).toHaveTextContent('factura.pdf');
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(container).toHaveTextContent('3 Dateien ausgewählt');
  });

  it('gives a count, not a name, when the form lists the files itself', async () => {
    const { user, container } = renderWithProviders(<Picker listed />);
    await user.upload(screen.getByLabelText('Attachments'), pdf('factura.pdf'));
    expect(container).toHaveTextContent('1 file chosen');
    expect(container).not.toHaveTextContent('factura.pdf');
  });

  it('has one tab stop, the input; its button opens the input and is hidden from screen readers', async () => {
    const { user, container } = renderWithProviders(<Picker multiple={false} />);
    const input = screen.getByLabelText('Attachments');
    const opened = jest.fn();
    input.addEventListener('click', opened);
    const button = within(container).getByText('Choose a file').closest('button');
    expect(button).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.click(button as HTMLElement);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(input).toHaveFocus();
  });
});
