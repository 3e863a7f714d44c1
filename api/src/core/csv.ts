// CSV downloads (the consumption curve, a multipoint invoice's lines, every contract) written by csv-stringify: RFC
// 4180 quoting of values that hold the separator, a quote or a line break, CRLF line ends, and a byte-order mark so
// that spreadsheet programs read the file as UTF-8. Semicolon separated, as Spanish spreadsheets expect; numbers keep a
// decimal point. `toCsv` writes a small file at once; `csvStream` streams a large one row by row.
import { Readable, pipeline } from 'node:stream';
import { type Options, stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | null | undefined;

const options = (columns: readonly string[]): Options => ({
  bom: true,
  delimiter: ';',
  header: true,
  columns: [...columns],
  record_delimiter: 'windows',
  // A lone line feed ends a row in spreadsheet programs too: quote it like the record delimiter.
  quoted_match: /[\r\n]/,
  cast: { number: (value) => String(value) },
});

/** The CSV text of `rows` under a header line of `columns`. */
export function toCsv(columns: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  return stringify(
    [...rows].map((row) => [...row]),
    options(columns),
  );
}

/**
 * The same CSV as a stream (issue 47 item 3: every contract of a customer with 5,000): `rows` is pulled only as fast
 * as the reader takes the text (backpressure), so a generator reading the database in batches keeps memory flat. A
 * reader that goes away stops the generator.
 */
export function csvStream(
  columns: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
): Readable {
  const out = stringifyStream(options(columns));
  pipeline(Readable.from(rows, { objectMode: true, highWaterMark: 16 }), out, (error) => {
    if (error) out.destroy(error);
  });
  return out;
}
