// The lines of a CSV download the API writes (a UTF-8 byte order mark for Excel, CRLF line ends), for tests.

/** The CSV's lines without the byte order mark and the last line end. */
export function csvLines(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}
