// The wizard's file picker: files kept as base64 data URLs ("content as base64 data URL", visitor-features §3), each
// removable, the picker disabled at the step's maximum, the schema's message shown on the field.
import type { LeadFile } from '@portal/shared/api-types';
import { renderWithProviders } from '@portal/shared/testing';
import { Button } from '@portal/shared/ui';
import { Form, usePortalForm } from '@portal/shared/forms';
import { screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { FilesField } from './files-field';

interface Input {
  files: LeadFile[];
}

const schema = v.object({
  files: v.pipe(
    v.array(v.object({ name: v.string(), content: v.string() })),
    v.minLength(1, 'Attach a file'),
    v.maxLength(2, 'At most 2 files'),
  ),
});

function Harness({ onSubmit, files = [] }: { onSubmit: (values: Input) => void; files?: LeadFile[] }) {
  const form = usePortalForm<Input, Input>({ schema, defaultValues: { files } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Files">
      <FilesField<Input> name="files" label="Documents" max={2} required />
      <Button type="submit">Send</Button>
    </Form>
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('FilesField', () => {
  it('keeps the chosen files as data URLs and disables the picker at the maximum', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    const picker = screen.getByLabelText(/^Documents/);
    await user.upload(picker, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText('a.pdf')).toBeInTheDocument();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
    expect(picker).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      files: [
        { name: 'a.pdf', content: expect.stringMatching(/^data:application\/pdf;base64,/) },
        { name: 'b.pdf', content: expect.stringMatching(/^data:application\/pdf;base64,/) },
      ],
    });
  });

  it('a file is removed by its own button, and the emptied field shows the schema message', async () => {
    const stored = [
      { name: 'a.pdf', content: 'data:application/pdf;base64,JVBE' },
      { name: 'b.pdf', content: 'data:application/pdf;base64,JVBE' },
    ];
    const { user } = renderWithProviders(<Harness onSubmit={jest.fn()} files={stored} />);
    expect(screen.getByLabelText(/^Documents/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Documents/)).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(await screen.findByText('Attach a file')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Documents/)).toHaveAttribute('aria-invalid', 'true');
  });
});
