import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { sfntFromWoff } from './sfnt-from-woff.js';

const require = createRequire(import.meta.url);
const woff = readFileSync(
  require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
);

/** A line of text drawn with `font` by PDFKit, as the file's bytes. */
function drawn(font: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ info: { CreationDate: new Date('2026-01-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc
    .registerFont('noto', font)
    .font('noto')
    .text('Solde de clôture : 1\u202f234,56\u00a0$ — Żółć');
  doc.end();
  return done;
}

describe('a WOFF font made plain', () => {
  it('draws the very same PDF as the WOFF it came from', async () => {
    const plain = sfntFromWoff(woff);
    expect(plain.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect((await drawn(plain)).equals(await drawn(woff))).toBe(true);
  });

  it('refuses a font whose table is not what its directory says', () => {
    const broken = Buffer.from(woff);
    // The first table's data, one byte changed: its checksum no longer matches.
    const firstTable = broken.readUInt32BE(44 + 4);
    broken[firstTable + 20] = (broken[firstTable + 20] ?? 0) ^ 0xff;
    expect(() => sfntFromWoff(broken)).toThrow(/not what its directory says|invalid|incorrect/);
    expect(() => sfntFromWoff(Buffer.from('not a font at all, just text'))).toThrow(
      'not a WOFF 1.0 font',
    );
  });
});
