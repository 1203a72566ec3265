// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, which the production
// server (server/host-server.mjs) sends to browsers that accept them: compressed once at the best level
// instead of on every request. Run last, after the prerender has written its pages:
// `node scripts/compress.mjs [dist]`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Text the browser downloads: not the source maps, which only developer tools fetch, nor images and fonts,
 * which are compressed formats already.
 */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml']);
/** Below this size a compressed copy saves less than its own headers cost. */
const minBytes = 1024;

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));

/** Every file under `dir`, recursively. */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!compressible.has(extname(file)) || statSync(file).size < minBytes) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `compressed ${count} files: ${(before / 1000).toFixed(0)} KB → ${(after / 1000).toFixed(0)} KB with brotli`,
);
