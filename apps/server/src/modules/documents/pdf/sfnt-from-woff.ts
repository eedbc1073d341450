import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font (W3C, "WOFF File Format 1.0", sections 3–5) as the plain TrueType/OpenType
 * file it wraps, its tables inflated once by zlib. fontkit, which PDFKit draws with, inflates a
 * WOFF's `glyf` table again, in JavaScript, each time it reads a glyph: over half the time of
 * drawing a one-page document. Handed the inflated font, it only slices it.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => tableAt(woff, 44 + index * 20));
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    // Each table starts on a 4-byte boundary, padded with zeros.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const WOFF_SIGNATURE = 0x774f4646;

interface SfntTable {
  tag: number;
  checksum: number;
  data: Buffer;
}

/** One entry of the WOFF table directory, with its data inflated when it was compressed. */
function tableAt(woff: Buffer, entry: number): SfntTable {
  const offset = woff.readUInt32BE(entry + 4);
  const compLength = woff.readUInt32BE(entry + 8);
  const origLength = woff.readUInt32BE(entry + 12);
  const stored = woff.subarray(offset, offset + compLength);
  const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
  const tag = woff.readUInt32BE(entry);
  const checksum = woff.readUInt32BE(entry + 16);
  if (data.length !== origLength || checksumOf(tag, data) !== checksum) {
    throw new Error('a WOFF table is not what its directory says');
  }
  return { tag, checksum, data };
}

const HEAD = 0x68656164;

/**
 * An sfnt table's checksum: its big-endian 32-bit words summed, the last padded with zeros;
 * `head`'s with its checkSumAdjustment (bytes 8–11) counted as zero, as the format defines it.
 */
function checksumOf(tag: number, data: Buffer): number {
  const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
  data.copy(padded);
  if (tag === HEAD) padded.fill(0, 8, 12);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}
