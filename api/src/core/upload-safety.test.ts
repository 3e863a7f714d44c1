// Issue 15 finding 10: SVG files (script in an image) and names with bidirectional overrides (a disguised extension)
// are refused by the API's upload validation, as JSON data URLs and as multipart parts, like the portal's own checks
// (@portal/shared/validation, upload-safety.ts).
import { setUpFileApp } from '../testing/app';
import { casePayload, dataUrl } from '../testing/builders';

const {
  t,
  headers: { laura },
} = setUpFileApp({ laura: '12345678Z' });

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

const fileCase = (attachment: { name: string; content: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/crm/cases/',
    headers: laura,
    payload: casePayload(attachment),
  });

describe('upload validation (JSON data URLs)', () => {
  it('accepts a PDF with a plain name (the control case)', async () => {
    expect(
      (await fileCase({ name: 'factura.pdf', content: dataUrl('application/pdf', '%PDF-1.4') })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['an SVG declared as such', 'dibujo.svg', 'image/svg+xml'],
    ['an SVG under a PNG name', 'foto.png', 'image/svg+xml'],
    ['an .svg name with a PNG type', 'foto.svg', 'image/png'],
    ['a compressed SVG', 'foto.SVGZ', 'application/octet-stream'],
  ])('refuses %s', async (_label, name, type) => {
    const res = await fileCase({ name, content: dataUrl(type, SVG) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ attachment: 'invalid attachment type' });
  });

  it.each([
    ['RIGHT-TO-LEFT OVERRIDE', 'factura\u202Efdp.exe'],
    ['LEFT-TO-RIGHT OVERRIDE', 'factura\u202D.pdf'],
    ['RIGHT-TO-LEFT ISOLATE', 'factura\u2067.pdf'],
    ['RIGHT-TO-LEFT MARK', 'factura\u200F.pdf'],
  ])('refuses a name with a %s', async (_label, name) => {
    const res = await fileCase({ name, content: dataUrl('application/pdf', '%PDF-1.4') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ attachment: 'invalid file name' });
  });
});

describe('upload validation (multipart)', () => {
  const multipart = async (filename: string, type: string, content: string) => {
    const boundary = '----safety';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="already_registered"\r\n\r\nno`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/contracts/0010001/iban/',
      payload: Buffer.from(body),
      headers: { ...laura, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('refuses an SVG part and a part named with a right-to-left override', async () => {
    const svg = await multipart('dibujo.svg', 'image/svg+xml', SVG);
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors).toEqual({ files: 'invalid attachment type' });
    const disguised = await multipart('recibo\u202Efdp.exe', 'application/pdf', '%PDF-1.4');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual({ files: 'invalid file name' });
  });
});
