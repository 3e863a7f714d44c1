import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import * as v from 'valibot';
import { FileUpload, type FileUploadProps } from './file-upload';
import { FileUploadField } from './file-upload-field';
import { Form, usePortalForm } from './form';
import { SubmitButton } from './submit-button';

function file(name: string, size: number, type: string): File {
  const result = new File(['x'], name, { type });
  Object.defineProperty(result, 'size', { value: size });
  return result;
}

function Harness(props: Partial<FileUploadProps> & { onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileUpload
      label="Attachments"
      accept="image/*,application/pdf"
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onFiles?.(next);
      }}
      {...props}
    />
  );
}

beforeEach(resetPortalState);

describe('FileUpload', () => {
  it('keeps accepted files and lists them with a remove button', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByLabelText(/Attachments/);
    await user.upload(input, [
      file('dni.png', 200_000, 'image/png'),
      file('invoice.pdf', 2_000_000, 'application/pdf'),
    ]);
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(list).toHaveTextContent('dni.png');
    expect(list).toHaveTextContent('invoice.pdf (2 MB)');
    await user.click(screen.getByRole('button', { name: 'Remove dni.png' }));
    expect(list).not.toHaveTextContent('dni.png');
  });

  // customer-area §5: "maximum size default 15,000,000 bytes (15 MB) unless settings override; larger gives
  // 'file too large' with the limit in MB".
  it('refuses a file over the 15 MB default with the limit in MB, linked to the input', async () => {
    const onFiles = jest.fn();
    const { user } = renderWithProviders(<Harness onFiles={onFiles} />);
    const input = screen.getByLabelText(/Attachments/);
    expect(input).toHaveAccessibleDescription(/up to 15 MB each/);
    await user.upload(input, file('big.pdf', 15_000_001, 'application/pdf'));
    expect(onFiles).toHaveBeenLastCalledWith([]);
    expect(
      await screen.findByText('big.pdf: The file is too large. The maximum size is 15 MB.'),
    ).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/The maximum size is 15 MB/);
  });

  it('follows the fileUploadSizeLimit setting', async () => {
    settingsStore.getState().setPublic({ fileUploadSizeLimit: 5_000_000 });
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText(/Attachments/), file('scan.pdf', 6_000_000, 'application/pdf'));
    expect(
      await screen.findByText('scan.pdf: The file is too large. The maximum size is 5 MB.'),
    ).toBeVisible();
  });

  it('refuses a type outside accept and more files than max', async () => {
    const { user } = renderWithProviders(<Harness max={2} />);
    const input = screen.getByLabelText(/Attachments/);
    await user.upload(input, [
      file('a.png', 10, 'image/png'),
      file('b.png', 10, 'image/png'),
      file('c.png', 10, 'image/png'),
    ]);
    expect(screen.getByText('You can attach at most 2 files.')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(input).toBeDisabled();
  });

  it('says when a type is not accepted', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText(/Attachments/);
    // user-event honours accept like a file picker does; a browser still lets "All files" through.
    fireEvent.change(input, { target: { files: [file('notes.txt', 10, 'text/plain')] } });
    expect(screen.getByText('notes.txt: this type of file is not accepted.')).toBeVisible();
  });

  it('shows an error given by the form', () => {
    renderWithProviders(<Harness error="Attach at least one document" />);
    expect(screen.getByText('Attach at least one document')).toBeVisible();
  });
});

describe('FileUploadField', () => {
  const schema = v.object({
    attachments: v.pipe(v.array(v.instance(File)), v.minLength(1, 'Attach at least one file')),
  });

  function Upload({ onSubmit }: { onSubmit: (values: { attachments: File[] }) => void }) {
    const form = usePortalForm({ schema, defaultValues: { attachments: [] } });
    return (
      <Form form={form} onSubmit={onSubmit}>
        <FileUploadField<v.InferInput<typeof schema>>
          name="attachments"
          label="Documents"
          accept="application/pdf"
        />
        <SubmitButton>Send</SubmitButton>
      </Form>
    );
  }

  it("shows the schema's message and submits the chosen files", async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<Upload onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByLabelText(/Documents/);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Attach at least one file/));
    const pdf = file('contract.pdf', 100, 'application/pdf');
    await user.upload(input, pdf);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ attachments: [pdf] }));
  });
});
