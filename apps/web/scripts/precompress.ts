import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at
 * the highest levels: the server answers them to browsers that accept them (@fastify/static's
 * `preCompressed`, and the prerendered pages in web-app.ts) and spends no CPU per request.
 */
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const compressible = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);
// Below this, the copies save less than a packet.
const minimumBytes = 1024;

function* filesOf(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else yield path;
  }
}

let written = 0;
for (const file of [...filesOf(dist)]) {
  if (!compressible.has(extname(file)) || statSync(file).size < minimumBytes) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
process.stdout.write(`compressed ${written} files of ${dist} (.br, .gz)\n`);
