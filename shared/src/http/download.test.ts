import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { bus } from '@portal/shared/events';
import { resetPortalState, setupTestServer, recordDownloads } from '@portal/shared/testing';
import { DOWNLOAD_REVOKE_DELAY_MS, downloadFile, filenameFromContentDisposition, saveBlob } from './download';

const server = setupTestServer();

let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  resetPortalState();
  clicked = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="factura 2024-01.pdf"', 'factura 2024-01.pdf'],
    ['attachment; filename=contrato.pdf', 'contrato.pdf'],
    ["attachment; filename*=UTF-8''consumo%20a%C3%B1o.csv", 'consumo año.csv'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'real%C3%B1.pdf', 'realñ.pdf'],
  ])('reads %s', (header, name) => expect(filenameFromContentDisposition(header)).toBe(name));

  it('is undefined without a header', () => {
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('inline')).toBeUndefined();
  });
});

describe('downloadFile', () => {
  // customer-area §7: "GET contracts/{name}/pdf/ returns a file named from the content-disposition header".
  it('saves the file under the server name and revokes its address afterwards', async () => {
    server.use(
      http.get('/api/v1/contracts/ES001/pdf/', () =>
        HttpResponse.arrayBuffer(new Uint8Array([37, 80, 68, 70]).buffer, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="ES001.pdf"',
          },
        }),
      ),
    );
    await expect(downloadFile('contracts/ES001/pdf/')).resolves.toEqual({
      saved: true,
      filename: 'ES001.pdf',
    });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toHaveAttribute('download', 'ES001.pdf');
    expect(clicked[0]).toHaveAttribute('href', 'blob:portal/1');
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:portal/1'));
  });

  // customer-area §8: "A missing content-disposition on a download fails silently".
  it('saves nothing, silently, without content-disposition', async () => {
    server.use(http.get('/api/v1/invoices/9/pdf/', () => HttpResponse.arrayBuffer(new ArrayBuffer(4))));
    await expect(downloadFile('invoices/9/pdf/')).resolves.toEqual({ saved: false, filename: undefined });
    expect(clicked).toHaveLength(0);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('opens in a new tab when asked (invoices.downloadInNewTab)', async () => {
    server.use(
      http.get('/api/v1/invoices/9/pdf/', () =>
        HttpResponse.arrayBuffer(new ArrayBuffer(4), {
          headers: { 'content-disposition': 'attachment; filename=f.pdf' },
        }),
      ),
    );
    await downloadFile('invoices/9/pdf/', { newTab: true });
    expect(clicked[0]).toHaveAttribute('target', '_blank');
    expect(clicked[0]).not.toHaveAttribute('download');
  });

  // customer-area §8: "A 401 response whose message is token_expired (also inside file responses)".
  it('emits session:expired when the file answer is a 401 token_expired', async () => {
    const expired = jest.fn();
    bus.on('session:expired', expired);
    server.use(
      http.get('/api/v1/invoices/9/pdf/', () =>
        HttpResponse.arrayBuffer(
          new TextEncoder().encode(JSON.stringify({ message: 'token_expired' })).buffer,
          {
            status: 401,
            headers: { 'content-type': 'application/octet-stream' },
          },
        ),
      ),
    );
    await expect(downloadFile('invoices/9/pdf/')).rejects.toMatchObject({
      status: 401,
      message: 'token_expired',
    });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(0);
    bus.off('session:expired', expired);
  });
});

describe('saveBlob', () => {
  // customer-area §9: "download address revoke delay 100 ms".
  it('revokes the object address exactly 100 ms after the click', () => {
    jest.useFakeTimers();
    try {
      saveBlob(new Blob(['x']), 'a.csv');
      expect(clicked[0]).toHaveAttribute('download', 'a.csv');
      jest.advanceTimersByTime(DOWNLOAD_REVOKE_DELAY_MS - 1);
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
    } finally {
      jest.useRealTimers();
    }
  });
});
