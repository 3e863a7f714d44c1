// What an upload's content is, read from its first bytes (issue 42 finding 10: uploads were trusted by their declared
// type, so HTML was accepted as image/png and lead uploads accepted SVG). Only the types the portal's forms accept
// (PDF and raster images) are known; active formats (HTML, SVG, XML, scripts, executables) start with no signature of
// these and are refused wherever an upload is stored (file-store.ts) or accepted (files.ts).

interface Signature {
  type: string;
  /** Bytes at `offset` (default 0). */
  bytes: readonly number[];
  offset?: number;
  /** A second run of bytes that must also be there (WebP: RIFF....WEBP). */
  also?: { bytes: readonly number[]; offset: number };
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  { type: 'application/pdf', bytes: ascii('%PDF') },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: ascii('GIF87a') },
  { type: 'image/gif', bytes: ascii('GIF89a') },
  { type: 'image/webp', bytes: ascii('RIFF'), also: { bytes: ascii('WEBP'), offset: 8 } },
  { type: 'image/bmp', bytes: ascii('BM') },
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  // ISO base media files (a phone's photos): `ftyp` and the brand at bytes 4–11.
  ...['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].map((brand) => ({
    type: 'image/heic',
    bytes: ascii(`ftyp${brand}`),
    offset: 4,
  })),
  ...['mif1', 'msf1', 'heif'].map((brand) => ({
    type: 'image/heif',
    bytes: ascii(`ftyp${brand}`),
    offset: 4,
  })),
  ...['avif', 'avis'].map((brand) => ({ type: 'image/avif', bytes: ascii(`ftyp${brand}`), offset: 4 })),
];

function startsWith(data: Buffer, bytes: readonly number[], offset = 0): boolean {
  return data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
}

/** The accepted type `data` is, by its signature, or undefined when it is none of them (HTML, SVG, a script...). */
export function detectUploadType(data: Buffer): string | undefined {
  return SIGNATURES.find(
    (s) => startsWith(data, s.bytes, s.offset) && (!s.also || startsWith(data, s.also.bytes, s.also.offset)),
  )?.type;
}
