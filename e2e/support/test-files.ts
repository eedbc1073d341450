import { crc32, deflateSync } from 'node:zlib';

/**
 * Small, valid files for the identity flow's uploads, made in memory so no binary is kept in
 * the repository. The server tells a file's type from its first bytes, and the back office
 * shows the images, so each is a real, decodable file of its type.
 */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const bytes = (...values: number[]): Buffer => Buffer.from(values);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8×8 red PNG (8-bit RGB): each row is filter byte 0 then its pixels, deflated. */
export function testPng(name = 'id-front.png'): TestFile {
  const side = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([bytes(0), Buffer.alloc(side * 3, bytes(0xc0, 0x20, 0x20))]);
  const buffer = Buffer.concat([
    bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: side }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A JPEG marker segment: the marker, its length (which counts itself), its body. */
const segment = (marker: number, body: readonly number[]): Buffer =>
  bytes(0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body);

/** A Huffman table holding one code of length 1 for the symbol 0 (DC: no difference; AC: EOB). */
const oneCodeTable = (tableClass: number): Buffer =>
  segment(0xc4, [tableClass, 1, ...Array<number>(15).fill(0), 0]);

/**
 * An 8×8 mid-grey baseline JPEG: one block whose coefficients are all zero, so its scan is the
 * DC code and the end-of-block code (two 0 bits) padded with 1 bits.
 */
export function testJpeg(name = 'selfie.jpg'): TestFile {
  const buffer = Buffer.concat([
    bytes(0xff, 0xd8),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    oneCodeTable(0x00),
    oneCodeTable(0x10),
    segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    bytes(0x3f, 0xff, 0xd9),
  ]);
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A one-page PDF saying `text`, with a correct cross-reference table. */
export function testPdf(text: string, name = 'proof-of-funds.pdf'): TestFile {
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}
