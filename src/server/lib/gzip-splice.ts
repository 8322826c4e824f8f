// A gzip stream for a spliced answer (lib/splice.ts) without compressing it per request. The
// kept parts are deflated once, each ending on a byte boundary (a sync flush), so they can be
// laid side by side in one DEFLATE stream (RFC 1951): a part never refers back past its own
// start, which a decoder does not mind. Between them the request's own values go as stored
// blocks, copied as they are. Only the CRC-32 of the whole body is worked out per request.
// A viewer's init (72 KB) then costs a CRC over its bytes instead of a brotli run of about
// 0.5 ms, and at 14.0 KB it is smaller than brotli at the quality a request could afford.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** The kept parts, deflated: every one but the last ends with a sync flush, the last ends the stream. */
export type DeflatedParts = readonly Buffer[];

// RFC 1952: magic, deflate, no flags, no time, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
const STORED_MAX = 0xffff;

export function deflateParts(parts: readonly Buffer[]): DeflatedParts {
  return parts.map((part, i) =>
    deflateRawSync(part, { level: 9, finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }),
  );
}

/** Stored (uncompressed) blocks holding `bytes`, none of them final. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00, the rest of the byte padding: the stream is byte-aligned here.
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/**
 * The gzip stream of parts[0] own[0] parts[1] … parts[n]: `parts` as deflated by deflateParts,
 * `own` the request's bytes in between (one fewer than the parts).
 */
export function gzipSpliced(parts: readonly Buffer[], deflated: DeflatedParts, own: readonly Buffer[]): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    chunks.push(deflated[i] ?? Buffer.alloc(0));
    crc = crc32(part, crc);
    size += part.length;
    const mine = own[i];
    if (i < parts.length - 1 && mine) {
      chunks.push(...storedBlocks(mine));
      crc = crc32(mine, crc);
      size += mine.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
