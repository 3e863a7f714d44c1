// A request's (or a message's) files: nothing without files; each with its size and date, downloaded under the
// server's name, and said when it cannot be.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { caseAttachment } from '../../../testing/cases';
import { AttachmentList } from './attachment-list';

const server = setupTestServer();
beforeEach(() => resetPortalState());

describe('AttachmentList', () => {
  it('renders nothing without files', () => {
    const { container } = renderWithProviders(<AttachmentList attachments={[]} label="Files" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each file with its size and date, and says when one cannot be downloaded', async () => {
    server.use(http.get('*/api/v1/crm/cases/5/attachments/7/', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithProviders(<AttachmentList attachments={[caseAttachment]} label="Files" />);
    const list = screen.getByRole('list', { name: 'Files' });
    expect(list).toHaveTextContent(/invoice\.pdf.*120 KB · /);
    await user.click(screen.getByRole('button', { name: 'Download invoice.pdf' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The file could not be downloaded.',
    );
  });
});
