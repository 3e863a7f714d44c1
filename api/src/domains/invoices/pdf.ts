// A small valid PDF 1.4 (one A4 page, Helvetica, WinAnsi text) built by hand: invoices and payment receipts need
// real PDF bytes, and a PDF library would be a heavy dependency for a few lines of text.

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Space before the line in points (default: the line height). */
  gap?: number;
}

const WIN_ANSI_EXTRA: Record<string, number> = { '€': 0x80, '–': 0x96, '—': 0x97, '·': 0xb7 };

/** WinAnsi bytes of a string: Latin-1 plus the euro sign and dashes; anything else becomes `?`. */
function winAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const special = WIN_ANSI_EXTRA[char];
    if (special !== undefined) bytes.push(special);
    else bytes.push(code < 256 ? code : 63);
  }
  return Buffer.from(bytes);
}

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n]/g, ' ');
}

function contentStream(lines: readonly PdfLine[]): Buffer {
  const ops: string[] = ['BT'];
  let y = 800;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gap ?? size * 1.5;
    ops.push(
      `/${line.bold ? 'F2' : 'F1'} ${size} Tf`,
      `1 0 0 1 50 ${y.toFixed(1)} Tm`,
      `(${escapePdfText(line.text)}) Tj`,
    );
  }
  ops.push('ET');
  return winAnsi(ops.join('\n'));
}

/** The PDF document with `lines` top to bottom; `title` goes into the document information. */
export function buildPdf(title: string, lines: readonly PdfLine[]): Buffer {
  const content = contentStream(lines);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([
      Buffer.from('<< /Title ('),
      winAnsi(escapePdfText(title)),
      Buffer.from(') /Producer (portal reference API) >>'),
    ]),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref));
  return Buffer.concat(chunks);
}
