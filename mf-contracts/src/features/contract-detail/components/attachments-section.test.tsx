import type { ContractAttachment } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import {
  atViewportWidth,
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractDetail } from '../../../testing/contracts';
import { AttachmentsSection, groupAttachments } from './attachments-section';

function attachment(id: number, category: string, created: string): ContractAttachment {
  return {
    id,
    name: `doc-${id}.pdf`,
    created_date: created,
    size_text: '2 KB',
    filename: `doc-${id}.pdf`,
    category_name: category,
  };
}

const attachments = [
  attachment(1, 'Contrato', '2022-03-01T10:15:00.000Z'),
  attachment(2, 'Comunicaciones', '2024-12-01T08:00:00.000Z'),
  attachment(3, 'Contrato', '2022-03-01T10:16:00.000Z'),
  attachment(4, 'Identificación', '2022-02-18T17:30:00.000Z'),
];

const server = setupTestServer();

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
});
afterEach(() => jest.restoreAllMocks());

describe('groupAttachments', () => {
  it('"attachments grouped by category (default sort by creation date descending)"', () => {
    expect(groupAttachments(attachments).map((g) => [g.category, g.attachments.map((a) => a.id)])).toEqual([
      ['Comunicaciones', [2]],
      ['Contrato', [3, 1]],
      ['Identificación', [4]],
    ]);
  });
});

describe('AttachmentsSection', () => {
  it('shows each category with its documents; a failed download can be reset', async () => {
    server.use(
      http.get('*/api/v2/contract/download_attachment/:id', () =>
        HttpResponse.json({ message: 'not_found' }, { status: 404 }),
      ),
      http.get('*/api/v1/contract/download_attachment/:id', () =>
        HttpResponse.json({ message: 'not_found' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<AttachmentsSection contract={contractDetail({ attachments })} />);
    const section = screen.getByRole('region', { name: 'Documents' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Comunicaciones', 'Contrato', 'Identificación']);
    const contract = within(section).getByRole('table', { name: 'Contrato' });
    const rows = within(contract).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('doc-3.pdf');
    expect(rows[1]).toHaveTextContent('01/03/2022');
    await user.click(within(contract).getByRole('button', { name: 'Download doc-3.pdf' }));
    await user.click(await within(contract).findByRole('button', { name: 'Download failed: reset' }));
    expect(within(contract).getByRole('button', { name: 'Download doc-3.pdf' })).toBeInTheDocument();
  });

  // Issue 44: the portal's list pattern, no sideways scroll: below 1,280 px (the section is a box of the page) each
  // document is a card, its date and size labelled, its download on it.
  it('on a phone shows a card per document with its date, size and download', () => {
    atViewportWidth(390);
    renderWithProviders(<AttachmentsSection contract={contractDetail({ attachments })} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Contrato' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('doc-3.pdfDate01/03/2022Size2 KB');
    expect(within(cards[0]!).getByRole('button', { name: 'Download doc-3.pdf' })).toBeVisible();
  });

  it('on a laptop is a table per category: document, date, size and the download', () => {
    atViewportWidth(1280);
    renderWithProviders(<AttachmentsSection contract={contractDetail({ attachments })} />);
    const table = screen.getByRole('table', { name: 'Contrato' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Document', 'Date', 'Size', 'Actions']);
  });

  it('says so when there is none', () => {
    renderWithProviders(<AttachmentsSection contract={contractDetail()} />);
    expect(screen.getByText('This contract has no documents.')).toBeInTheDocument();
  });
});
