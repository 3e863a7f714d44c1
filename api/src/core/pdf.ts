// The API's one PDF writer (issue 45 item 5), on PDFKit: invoices, payment receipts, contracts and their reports, the
// seeded attachments. One A4 page of lines of text in the standard Helvetica fonts (WinAnsi: Latin-1, the euro sign,
// dashes; PDFKit encodes the text), the title in the document's information, PDF 1.4.
import PDFDocument from 'pdfkit';

export interface PdfLine {
  text: string;
  /** Font size in points (default 11). */
  size?: number;
  bold?: boolean;
  /** Space before the line in points, baseline to baseline (default: one and a half times the size). */
  gap?: number;
}

/** The parsed metrics of an AFM font, the fields PDFKit's AFMFont reads and never changes. */
interface AfmMetrics {
  attributes: object;
  glyphWidths: object;
  boundingBoxes: object;
  kernPairs: object;
}

/**
 * Issue 47 item 3: PDFKit reads and parses the standard fonts' AFM files again for every document (thousands of
 * kerning pairs each), so a ZIP of thousands of invoices left hundreds of megabytes of garbage behind it before the
 * collector ran (the API's resident memory grew by 110 MB during a ZIP of 2,750 PDFs). The parsed metrics are kept
 * once per font file: PDFKit's AFMFont only reads them.
 */
function shareStandardFontMetrics(): void {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font('Helvetica');
  const afm = (probe as unknown as { _font: { font: { constructor: { prototype: object } } } })._font.font
    .constructor.prototype as { parse: (this: AfmMetrics, contents: string) => void; shared?: boolean };
  if (afm.shared) return;
  const original = afm.parse;
  const parsed = new Map<string, AfmMetrics>();
  afm.parse = function parse(this: AfmMetrics, contents: string): void {
    const known = parsed.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    original.call(this, contents);
    const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
    parsed.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs });
  };
  afm.shared = true;
}
shareStandardFontMetrics();

const A4 = { width: 595.28, height: 841.89 };
const LEFT = 50;
/** The first line's baseline, from the top of the page. */
const TOP = 42;
const TEXT_WIDTH = A4.width - 2 * LEFT;

/** The PDF document with `lines` top to bottom; `title` goes into the document information. */
export function buildPdf(title: string, lines: readonly PdfLine[]): Buffer {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    pdfVersion: '1.4',
    autoFirstPage: true,
    info: { Title: title, Creator: 'portal reference API' },
  });
  let baseline = TOP;
  for (const line of lines) {
    const size = line.size ?? 11;
    baseline += line.gap ?? size * 1.5;
    const text = line.text.replace(/[\r\n]+/g, ' ');
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    // PDFKit's line wrapper (a Unicode line breaker) runs whenever a width is given, and was two thirds of a PDF's
    // time: it is given one only for a line that does not fit, which it wraps as before.
    const wide = doc.widthOfString(text) > TEXT_WIDTH;
    doc.text(text, LEFT, baseline, {
      baseline: 'alphabetic',
      lineBreak: false,
      ...(wide ? { width: TEXT_WIDTH } : {}),
    });
  }
  doc.end();
  // PDFKit writes the whole document into its stream's buffer while `end()` runs (the fonts are the standard ones,
  // nothing is loaded): the bytes are read at once, and a document that is not whole is an error, never a file.
  const chunks: Buffer[] = [];
  for (let chunk: unknown = doc.read(); chunk !== null; chunk = doc.read()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  if (!pdf.subarray(-8).toString('latin1').includes('%%EOF'))
    throw new Error('PDFKit did not finish the document');
  return pdf;
}

/** A title line (16 pt) and lines of text (11 pt): the contract documents and the seeded attachments. */
export function simplePdf(lines: readonly string[]): Buffer {
  const [title = '', ...rest] = lines;
  return buildPdf(title, [
    { text: title, size: 16, gap: 0 },
    ...rest.map((text) => ({ text, size: 11, gap: 18 })),
  ]);
}

/** A 1×1 transparent PNG, for seeded image attachments. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
