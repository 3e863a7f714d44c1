// CSV downloads (the consumption curve, a multipoint invoice's lines) written by csv-stringify: RFC 4180 quoting of
// values that hold the separator, a quote or a line break, CRLF line ends, and a byte-order mark so that spreadsheet
// programs read the file as UTF-8. Semicolon separated, as Spanish spreadsheets expect; numbers keep a decimal point.
import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | null | undefined;

/** The CSV text of `rows` under a header line of `columns`. */
export function toCsv(columns: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  return stringify(
    [...rows].map((row) => [...row]),
    {
      bom: true,
      delimiter: ';',
      header: true,
      columns: [...columns],
      record_delimiter: 'windows',
      // A lone line feed ends a row in spreadsheet programs too: quote it like the record delimiter.
      quoted_match: /[\r\n]/,
      cast: { number: (value) => String(value) },
    },
  );
}
