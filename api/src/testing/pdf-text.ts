// The text of a PDF the API writes (core/pdf.ts, PDFKit), for tests: each content stream inflated, each text object
// (BT … ET) one line, its hex strings decoded (WinAnsi, read as Latin-1 but for the euro sign and dashes).
import zlib from 'node:zlib';

const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—' };

function decodeHex(hex: string): string {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  return [...bytes].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');
}

/** The lines of text of every page, in order. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each object's dictionary up to its `stream` keyword, within the object.
  for (const match of raw.matchAll(/\bobj\b((?:(?!\bendobj\b)[^])*?)\bstream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1]);
    const data = pdf.subarray(start, start + length);
    const content = (/\/FlateDecode/.test(match[1] ?? '') ? zlib.inflateSync(data) : data).toString('latin1');
    for (const block of content.matchAll(/\bBT\b([^]*?)\bET\b/g))
      lines.push(
        [...(block[1] ?? '').matchAll(/<([0-9a-fA-F\s]*)>/g)].map((hex) => decodeHex(hex[1] ?? '')).join(''),
      );
  }
  return lines.join('\n');
}
