// A ZIP archive of stored (uncompressed) entries written to a stream one entry at a time (issue 47 item 3: a ZIP of a
// large customer's year of invoice PDFs). archiver kept an entry object per file until the archive ended and queued
// whatever it was given; this writer keeps only each entry's central directory record (46 bytes and the name) in
// 64 KB blocks, and `add` resolves once the reader has taken what is waiting, so memory stays flat however many files.
import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';

const BLOCK = 64 * 1024;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
/** General purpose flag bit 11: the names are UTF-8. */
const UTF8_NAMES = 0x0800;

/** MS-DOS time and date of `date` (UTC: the entries' dates are calendar days). */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

export class StoredZip {
  /** The archive's bytes, for the response. */
  readonly stream = new PassThrough();
  private offset = 0;
  private count = 0;
  private readonly central: Buffer[] = [];
  private block = Buffer.alloc(BLOCK);
  private used = 0;

  /** Bytes kept for the central directory (what the archive holds in memory besides the stream's buffer). */
  get centralDirectoryBytes(): number {
    return this.central.reduce((sum, b) => sum + b.length, 0) + this.used;
  }

  /** Writes one file; resolves when the reader has taken what is waiting, or at once when the reader is gone. */
  async add(name: string, data: Buffer, date: Date): Promise<void> {
    if (this.stream.destroyed) return;
    const fileName = Buffer.from(name, 'utf8');
    if (this.offset > MAX_32 || data.length > MAX_32)
      throw new Error('zip: archives over 4 GB are not written');
    const crc = crc32(data);
    const { time, day } = dosDateTime(date);
    const local = Buffer.alloc(30 + fileName.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    fileName.copy(local, 30);
    this.record(fileName, crc, data.length, time, day);
    this.offset += local.length + data.length;
    this.count += 1;
    this.stream.write(local);
    if (!this.stream.write(data)) await this.drained();
  }

  /** Writes the central directory and ends the archive. */
  async finish(): Promise<void> {
    if (this.stream.destroyed) return;
    const blocks = [...this.central, this.block.subarray(0, this.used)];
    const size = blocks.reduce((sum, b) => sum + b.length, 0);
    const start = this.offset;
    for (const b of blocks) if (!this.stream.write(b)) await this.drained();
    const zip64 = this.count >= MAX_16 || start + size > MAX_32;
    const tail: Buffer[] = [];
    if (zip64) {
      const record = Buffer.alloc(56);
      record.writeUInt32LE(0x06064b50, 0);
      record.writeBigUInt64LE(44n, 4);
      record.writeUInt16LE(45, 12);
      record.writeUInt16LE(45, 14);
      record.writeBigUInt64LE(BigInt(this.count), 24);
      record.writeBigUInt64LE(BigInt(this.count), 32);
      record.writeBigUInt64LE(BigInt(size), 40);
      record.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(start + size), 8);
      locator.writeUInt32LE(1, 16);
      tail.push(record, locator);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(this.count, MAX_16), 8);
    end.writeUInt16LE(Math.min(this.count, MAX_16), 10);
    end.writeUInt32LE(Math.min(size, MAX_32), 12);
    end.writeUInt32LE(Math.min(start, MAX_32), 16);
    tail.push(end);
    this.stream.end(Buffer.concat(tail));
  }

  private record(fileName: Buffer, crc: number, size: number, time: number, day: number): void {
    const length = 46 + fileName.length;
    if (this.used + length > this.block.length) {
      this.central.push(this.block.subarray(0, this.used));
      this.block = Buffer.alloc(Math.max(BLOCK, length));
      this.used = 0;
    }
    const r = this.block.subarray(this.used, this.used + length);
    r.writeUInt32LE(0x02014b50, 0);
    r.writeUInt16LE(20, 4);
    r.writeUInt16LE(20, 6);
    r.writeUInt16LE(UTF8_NAMES, 8);
    r.writeUInt16LE(0, 10);
    r.writeUInt16LE(time, 12);
    r.writeUInt16LE(day, 14);
    r.writeUInt32LE(crc, 16);
    r.writeUInt32LE(size, 20);
    r.writeUInt32LE(size, 24);
    r.writeUInt16LE(fileName.length, 28);
    // extra, comment, disk, internal and external attributes: 0
    r.writeUInt32LE(this.offset, 42);
    fileName.copy(r, 46);
    this.used += length;
  }

  /** Resolves on the stream's `drain`, or when it closes (the reader went away); no listener is left behind. */
  private drained(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        this.stream.off('drain', done);
        this.stream.off('close', done);
        resolve();
      };
      this.stream.on('drain', done);
      this.stream.on('close', done);
    });
  }
}
