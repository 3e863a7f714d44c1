import { recordDownloads } from './record-downloads';

afterEach(() => jest.restoreAllMocks());

describe('recordDownloads', () => {
  it('records the anchors clicked instead of following them, and stands in for object URLs', () => {
    const clicked = recordDownloads();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob(['x']));
    link.download = 'factura.pdf';
    link.click();
    URL.revokeObjectURL(link.href);
    expect(clicked).toEqual([link]);
    expect(clicked[0]?.getAttribute('href')).toBe('blob:portal/1');
  });

  it('is undone by jest.restoreAllMocks()', () => {
    const clicked = recordDownloads();
    jest.restoreAllMocks();
    document.createElement('a').click();
    expect(clicked).toEqual([]);
  });
});
