// Issue 42 finding 10: uploads were trusted by their declared type (HTML accepted as image/png; lead uploads accepted
// SVG). Every stored upload's content must start with the signature of an accepted type (PDF, PNG, JPEG, GIF, WebP,
// BMP, TIFF, HEIC/HEIF/AVIF); active formats (HTML, SVG, XML, scripts) are refused with the attachment type error the
// portal already maps (`invalid attachment type`), on every upload route: cases, the IBAN change, the ATC form
// (readForm) and the contracting wizard's leads (storeFile, where every upload is stored).
import { loadFile, storeFile } from './file-store';
import { MESSAGES } from './messages';
import { TINY_PNG } from './pdf';
import { detectUploadType } from './upload-content';
import { ValidationError } from './errors';
import { setUpFileApp } from '../testing/app';
import { casePayload, dataUrl, LEAD_STEP1 } from '../testing/builders';

const {
  t,
  headers: { laura },
} = setUpFileApp({ laura: '12345678Z' });

const HTML = '<!doctype html><html><body><script>fetch("/api/v2/users/")</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);

describe('detectUploadType', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a PNG', TINY_PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
    ['a WebP', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
    ['a HEIC photo', Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00', 'latin1'), 'image/heic'],
  ])('knows %s by its content', (_label, data, type) => {
    expect(detectUploadType(data)).toBe(type);
  });

  it.each([
    ['HTML', HTML],
    ['SVG', SVG],
    ['SVG after an XML declaration', `<?xml version="1.0"?>${SVG}`],
    ['HTML after white space and a byte order mark', `\ufeff \n${HTML}`],
    ['a script', 'alert(document.cookie)'],
    ['an executable', 'MZ\x90\x00'],
    ['an empty file', ''],
    ['a PNG signature cut short', '\x89PNG'],
  ])('knows no accepted type in %s', (_label, data) => {
    expect(detectUploadType(Buffer.from(data, 'latin1'))).toBeUndefined();
  });
});

describe('storeFile refuses what no accepted type starts with', () => {
  it('HTML declared as image/png is not stored', () => {
    const store = () =>
      storeFile(t.app.db, undefined, {
        filename: 'foto.png',
        mimetype: 'image/png',
        data: Buffer.from(HTML),
      });
    expect(store).toThrow(ValidationError);
    expect(store).toThrow(expect.objectContaining({ errors: { file: MESSAGES.fileType } }));
  });

  it('stores an accepted file with the type its content has', () => {
    const id = storeFile(t.app.db, undefined, {
      filename: 'foto.png',
      mimetype: 'image/jpeg',
      data: TINY_PNG,
    });
    expect(loadFile(t.app.db, id)?.mimetype).toBe('image/png');
  });
});

const caseWith = (attachment: { name: string; content: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/crm/cases/',
    headers: laura,
    payload: casePayload(attachment),
  });

describe('every upload route', () => {
  it.each([
    ['HTML as image/png', 'foto.png', 'image/png', HTML],
    ['HTML as application/pdf', 'factura.pdf', 'application/pdf', HTML],
    ['SVG as image/png', 'foto.png', 'image/png', SVG],
    ['HTML as an unnamed type', 'foto.png', 'application/octet-stream', HTML],
  ])('a case refuses %s (JSON)', async (_label, name, type, content) => {
    const res = await caseWith({ name, content: dataUrl(type, content) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ attachment: MESSAGES.fileType });
  });

  it('a case takes a real PDF and a real PNG (the control case)', async () => {
    expect(
      (await caseWith({ name: 'factura.pdf', content: dataUrl('application/pdf', PDF) })).statusCode,
    ).toBe(201);
    expect((await caseWith({ name: 'foto.png', content: dataUrl('image/png', TINY_PNG) })).statusCode).toBe(
      201,
    );
  });

  it('the IBAN change refuses HTML sent as a PNG part (multipart)', async () => {
    const boundary = '----content';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="already_registered"\r\n\r\nno`,
      `--${boundary}\r\nContent-Disposition: form-data; name="iban"\r\n\r\nES9121000418450200051332`,
      `--${boundary}\r\nContent-Disposition: form-data; name="owner_is_bank_owner"\r\n\r\ntrue`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="titular.png"\r\nContent-Type: image/png\r\n\r\n${HTML}`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contracts/0010001/iban/',
      payload: Buffer.from(body),
      headers: { ...laura, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ files: MESSAGES.fileType });
  });

  it.each([
    ['an SVG', 'image/svg+xml', SVG],
    ['HTML as image/png', 'image/png', HTML],
  ])('a lead refuses %s and stores nothing of it', async (_label, type, content) => {
    const before = t.app.db.prepare('SELECT count(*) FROM files').pluck().get();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { ...LEAD_STEP1, invoice: [{ name: 'factura.png', content: dataUrl(type, content) }] },
    });
    expect(created.statusCode).toBe(400);
    expect(JSON.stringify(created.json().errors)).toContain(MESSAGES.fileType);
    expect(t.app.db.prepare('SELECT count(*) FROM files').pluck().get()).toBe(before);
  });
});
