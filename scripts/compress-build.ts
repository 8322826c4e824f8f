// Writes .br and .gz beside every compressible file of the client build, so the server sends
// them as they are (@fastify/static's preCompressed, src/server/app.ts) and compresses nothing
// per request. Run after both vite builds: by `npm run build` and by ensure-build.ts.
//   node scripts/compress-build.ts [dist]
//
// Left out: dist/server (the server's own render bundle, never sent), index.html (a template
// the server fills per realm and per request: a compressed copy would be an unfilled page),
// files under the compression threshold (@fastify/compress leaves those alone too), and a
// sibling that would not be smaller than its file.
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESS_THRESHOLD } from '../src/server/lib/content-coding.ts';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map|xml)$/i;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? files(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat();
}

function shouldCompress(root: string, file: string): boolean {
  const path = relative(root, file).split(sep).join('/');
  return COMPRESSIBLE.test(path) && !path.startsWith('server/') && path !== 'index.html';
}

async function compressOne(file: string): Promise<{ bytes: number; br: number; gz: number }> {
  const body = await readFile(file);
  // Once per build, so the slowest settings: brotli 11 (9 for multi-megabyte source maps, which
  // take seconds at 11 and are rarely fetched), gzip 9.
  const quality = body.length > 1_000_000 ? 9 : 11;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return { bytes: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length) };
}

export async function compressBuild(root = 'dist'): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const all = await files(root);
  const chosen: string[] = [];
  for (const file of all) {
    if (shouldCompress(root, file) && (await stat(file)).size >= COMPRESS_THRESHOLD) chosen.push(file);
  }
  const results = await Promise.all(chosen.map(compressOne));
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const r of results) {
    totals.files++;
    totals.bytes += r.bytes;
    totals.br += r.br;
    totals.gz += r.gz;
  }
  return totals;
}

if (import.meta.filename === process.argv[1]) {
  const root = process.argv[2] ?? 'dist';
  const started = performance.now();
  const totals = await compressBuild(root);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(
    `compressed ${totals.files} files in ${root}/ (${kb(totals.bytes)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}) in ${Math.round(performance.now() - started)} ms`,
  );
}
