// Issue 47 item 3: the ZIP of a large customer's year of invoice PDFs streams with the API's memory flat. The writer
// keeps only each entry's central directory record and writes the next file once the reader has taken the previous.
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { StoredZip } from './zip';

interface Entry {
  name: string;
  data: Buffer;
  time: number;
  day: number;
}

/** Fails the test with `what` unless `ok` (plain checks: the last test reads 70,000 entries). */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`not a valid ZIP: ${what}`);
}

/** Reads an archive the way an unzip tool does: the end record, then the central directory, then each local file. */
function readZip(zip: Buffer): { entries: Entry[]; zip64: boolean } {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  check(end === zip.length - 22, 'the end record is last');
  let count = zip.readUInt16LE(end + 10);
  let size = zip.readUInt32LE(end + 12);
  let start = zip.readUInt32LE(end + 16);
  const zip64 = count === 0xffff;
  if (zip64) {
    const locator = end - 20;
    check(zip.readUInt32LE(locator) === 0x07064b50, 'the ZIP64 locator');
    const record = Number(zip.readBigUInt64LE(locator + 8));
    check(zip.readUInt32LE(record) === 0x06064b50, 'the ZIP64 end record');
    count = Number(zip.readBigUInt64LE(record + 32));
    size = Number(zip.readBigUInt64LE(record + 40));
    start = Number(zip.readBigUInt64LE(record + 48));
  }
  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i += 1) {
    check(zip.readUInt32LE(at) === 0x02014b50, 'a central directory record');
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const length = zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    check(zip.readUInt32LE(local) === 0x04034b50, 'a local file header');
    check(zip.readUInt16LE(local + 8) === 0, 'a stored file');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26);
    const data = zip.subarray(dataStart, dataStart + length);
    check(crc32(data) === zip.readUInt32LE(at + 16), 'the CRC-32 of a file');
    check(zip.readUInt32LE(local + 14) === zip.readUInt32LE(at + 16), 'the local CRC-32');
    entries.push({ name, data, time: zip.readUInt16LE(at + 12), day: zip.readUInt16LE(at + 14) });
    at += 46 + nameLength;
  }
  check(at - start === size, 'the central directory size');
  return { entries, zip64 };
}

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('StoredZip, the streamed ZIP writer', () => {
  it('writes an archive of stored files with their names, CRC-32 and dates', async () => {
    const zip = new StoredZip();
    const read = drain(zip.stream);
    await zip.add('factura-FE1.pdf', Buffer.from('%PDF-1.4 one'), new Date('2026-03-01'));
    await zip.add('año/ñ.txt', Buffer.alloc(0), new Date('2026-12-31T23:59:58Z'));
    await zip.finish();
    const { entries, zip64 } = readZip(await read);
    expect(zip64).toBe(false);
    expect(entries.map((e) => [e.name, e.data.toString()])).toEqual([
      ['factura-FE1.pdf', '%PDF-1.4 one'],
      ['año/ñ.txt', ''],
    ]);
    // MS-DOS dates: 2026-03-01 00:00 and 2026-12-31 23:59:58.
    expect(entries.map((e) => [e.day, e.time])).toEqual([
      [(46 << 9) | (3 << 5) | 1, 0],
      [(46 << 9) | (12 << 5) | 31, (23 << 11) | (59 << 5) | 29],
    ]);
  });

  it('writes the next file only once the reader has taken what is waiting (backpressure)', async () => {
    const zip = new StoredZip();
    let added = false;
    const adding = zip
      .add('big.pdf', Buffer.alloc(200_000, 1), new Date('2026-01-01'))
      .then(() => (added = true));
    for (let i = 0; i < 5; i += 1) await turn();
    // Nobody reads: the file waits in the stream's buffer and `add` has not resolved.
    expect(added).toBe(false);
    const read = drain(zip.stream);
    await adding;
    await zip.finish();
    expect(readZip(await read).entries[0]?.data.length).toBe(200_000);
  });

  it('keeps only the central directory records in memory, and writes ZIP64 end records past 65,534 files', async () => {
    const zip = new StoredZip();
    const read = drain(zip.stream);
    const files = 70_000;
    for (let i = 0; i < files; i += 1) await zip.add(`f${i}`, Buffer.alloc(0), new Date('2026-01-01'));
    let names = 0;
    for (let i = 0; i < files; i += 1) names += `f${i}`.length;
    expect(zip.centralDirectoryBytes).toBe(46 * files + names);
    await zip.finish();
    const { entries, zip64 } = readZip(await read);
    expect(zip64).toBe(true);
    expect(entries).toHaveLength(files);
    expect(entries.at(-1)?.name).toBe(`f${files - 1}`);
  });

  it('stops writing when the reader goes away', async () => {
    const zip = new StoredZip();
    zip.stream.destroy();
    await zip.add('a.pdf', Buffer.from('x'), new Date('2026-01-01'));
    await zip.finish();
    expect(zip.stream.destroyed).toBe(true);
  });
});
