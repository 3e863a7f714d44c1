import { toCsv } from './csv';

describe('CSV downloads', () => {
  it('quotes a value with the separator, a comma, a quote or a line break (RFC 4180), with CRLF and a BOM', () => {
    const csv = toCsv(
      ['number', 'note'],
      [
        ['F-1', 'plain'],
        ['F-2', 'a;b, c'],
        ['F-3', 'he said "yes"'],
        ['F-4', 'two\nlines'],
        [1.5, null],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe(
      'number;note\r\nF-1;plain\r\nF-2;"a;b, c"\r\nF-3;"he said ""yes"""\r\nF-4;"two\nlines"\r\n1.5;\r\n',
    );
  });
});
