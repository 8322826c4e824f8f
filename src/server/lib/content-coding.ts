// Compression of cached answers: each is compressed once per coding, when first asked for,
// and the bytes are kept beside it (lib/answer-cache.ts), so a hit costs no compression.
// Answers sent this way carry their own Content-Encoding, which @fastify/compress leaves alone.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Coding = 'br' | 'gzip';

/** Bodies below this are sent as they are (as @fastify/compress's threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Clients send a handful of distinct Accept-Encoding values: each is read once.
type Accepted = { best: Coding | null; gzip: boolean };
const negotiated = new Map<string, Accepted>();
const NEGOTIATED_MAX = 64;

function accepted(header: string | string[] | undefined): Accepted {
  if (header === undefined) return { best: null, gzip: false };
  if (typeof header === 'string' && header.length <= 256) {
    const known = negotiated.get(header);
    if (known !== undefined) return known;
    const read = readAcceptEncoding(header);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(header, read);
    return read;
  }
  return readAcceptEncoding(header);
}

/** The coding to send for an Accept-Encoding header: br over gzip, none refused with q=0; null: identity. */
export const negotiateCoding = (header: string | string[] | undefined): Coding | null => accepted(header).best;

/** Whether the header admits gzip (an answer made as gzip may go even where br would be preferred). */
export const acceptsGzip = (header: string | string[] | undefined): boolean => accepted(header).gzip;

function readAcceptEncoding(header: string | string[]): Accepted {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*');
  const weightOf = (coding: Coding) => weights.get(coding) ?? any ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return { best: null, gzip: false };
  return { best: br >= gz ? 'br' : 'gzip', gzip: gz > 0 };
}

/** How much a body is worth compressing: `once` for one request, `kept` to answer at once, `best` kept long. */
export type Effort = 'once' | 'kept' | 'best';

const BROTLI_QUALITY: Record<Effort, number> = { once: 3, kept: 6, best: 11 };
const GZIP_LEVEL: Record<Effort, number> = { once: 5, kept: 6, best: 9 };

/**
 * `kept`: compressed once for many requests, so a better ratio than per-request compression
 * can afford; `once`: for one request only. Brotli 3 there, not @fastify/compress's 4: on a
 * 67 KB init it takes 0.37 ms instead of 0.67 ms for a body 3 % larger. `best`: made in the
 * background to replace a `kept` form; brotli 11 makes a 70 KB init 11.8 KB instead of 13.2 KB
 * (11 % fewer bytes for every later request and viewer) in about 70 ms of a worker thread.
 */
export function encode(body: Buffer, coding: Coding, effort: Effort = 'kept'): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL[effort] });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
