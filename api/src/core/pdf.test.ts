// Issue 45 item 5: the API wrote PDFs by hand twice (invoices and receipts; contracts and attachments). One writer on
// PDFKit now makes them all; each is a whole PDF 1.4 document whose text and title are the document's.
import type { TransactionSummary } from '@portal/shared/api-types';
import { buildPdf, simplePdf } from './pdf';
import { pdfText } from '../testing/pdf-text';
import { receiptPdf } from '../domains/payments/receipt';

describe('the PDF writer', () => {
  it('writes a PDF 1.4 document through PDFKit, its title in the document information', () => {
    const pdf = buildPdf('Factura FE00000001', [{ text: 'Importe total: 12,34 €', bold: true, size: 14 }]);
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.4')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw).toContain('(PDFKit)');
    expect(raw).toMatch(/\/Title \d+ 0 R/);
    expect(raw).toContain('(Factura FE00000001)');
    expect(raw).toContain('/BaseFont /Helvetica-Bold');
    // The page's content is compressed, as a real PDF's.
    expect(raw).toContain('/FlateDecode');
    expect(pdfText(pdf)).toBe('Importe total: 12,34 €');
  });

  it('keeps the text of every line, accents, the euro sign and dashes included, one line each', () => {
    const lines = ['Informe del contrato 0010001', 'Titular: Laura García Martín', 'Caudal: 6 m³/h – (gas)'];
    expect(pdfText(simplePdf(lines)).split('\n')).toEqual(lines);
  });

  it('wraps a line wider than the page (a long supply address) and writes a short one as one line', () => {
    // The line wrapper runs only for lines that do not fit (it was two thirds of an invoice PDF's time).
    const long =
      'Dirección de suministro: Calle de la Princesa 25, escalera B, 4º izquierda, 28008 Madrid '.repeat(2);
    const text = pdfText(buildPdf('t', [{ text: 'Importe total: 12,34 €' }, { text: long.trim() }])).split(
      '\n',
    );
    expect(text[0]).toBe('Importe total: 12,34 €');
    expect(text.length).toBeGreaterThan(2);
    expect(text.slice(1).join(' ').replace(/\s+/g, ' ')).toBe(long.trim());
  });

  it('writes the payment receipt with the same writer', () => {
    const pdf = receiptPdf({
      amount: 45.6,
      currency: 'EUR',
      invoice_number: 'FE00000042',
      invoice_concept: 'Factura de electricidad',
      transaction_id: 'pi_1',
      payment_method_id: 'pm_card_4242424242424242',
      payment_type: 'credit_card',
      last_transaction_update_at: '2026-03-01T10:20:30Z',
      invoice_id: 42,
      paid_by_user_email: 'laura@example.com',
    } satisfies TransactionSummary);
    const text = pdfText(pdf);
    expect(text).toContain('Justificante de pago con tarjeta');
    expect(text).toContain('Importe: 45,60 €');
    expect(pdf.toString('latin1')).toContain('(Recibo FE00000042)');
  });
});
