// The few OpenType tables a fallback face is sized from (head, hhea, OS/2, cmap, hmtx), read
// from a WOFF2 file or a plain sfnt (TTF/OTF). WOFF2 keeps every table in one Brotli stream;
// only glyf, loca and (optionally) hmtx may be stored transformed, and a transformed hmtx is
// reported as missing rather than rebuilt: the caller then sizes by OS/2's average width.
import { brotliDecompressSync } from 'node:zlib';

export type FontTables = Map<string, Buffer>;

// WOFF2's known-tag table (its flags' low six bits index it; 63 means the tag follows).
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4}\s?/g)
  ?.map((tag) => tag.slice(0, 4)) ?? [];

/** UIntBase128: up to five bytes, seven bits each, high bit set on all but the last. */
function base128(bytes: Buffer, at: number): [value: number, next: number] {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes.readUInt8(at + i);
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  throw new Error('WOFF2: a length runs over five bytes');
}

function woff2Tables(bytes: Buffer): FontTables {
  const numTables = bytes.readUInt16BE(12);
  let at = 48;
  const entries: { tag: string; length: number; transformed: boolean }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = bytes.readUInt8(at++);
    let tag = KNOWN_TAGS[flags & 0x3f] ?? '';
    if ((flags & 0x3f) === 63) {
      tag = bytes.toString('latin1', at, at + 4);
      at += 4;
    }
    const version = flags >> 6;
    // glyf and loca are transformed unless their version is 3; every other table only when it is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    const [origLength, next] = base128(bytes, at);
    at = next;
    let length = origLength;
    if (transformed) [length, at] = base128(bytes, at);
    entries.push({ tag, length, transformed });
  }
  const compressedLength = bytes.readUInt32BE(20);
  const stream = brotliDecompressSync(bytes.subarray(at, at + compressedLength));
  const tables: FontTables = new Map();
  let offset = 0;
  for (const entry of entries) {
    if (!entry.transformed) tables.set(entry.tag, stream.subarray(offset, offset + entry.length));
    offset += entry.length;
  }
  return tables;
}

function sfntTables(bytes: Buffer): FontTables {
  const numTables = bytes.readUInt16BE(4);
  const tables: FontTables = new Map();
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const offset = bytes.readUInt32BE(record + 8);
    tables.set(bytes.toString('latin1', record, record + 4), bytes.subarray(offset, offset + bytes.readUInt32BE(record + 12)));
  }
  return tables;
}

/** The file's tables by tag; throws on a file that is neither WOFF2 nor sfnt, or is cut short. */
export function fontTables(bytes: Buffer): FontTables {
  const signature = bytes.toString('latin1', 0, 4);
  if (signature === 'wOF2') return woff2Tables(bytes);
  if (signature === '\u0000\u0001\u0000\u0000' || signature === 'OTTO' || signature === 'true') return sfntTables(bytes);
  throw new Error(`not a font file (signature ${JSON.stringify(signature)})`);
}

/** The glyph a BMP character maps to, from cmap's Windows Unicode format 4 subtable; 0 when none. */
export function glyphIndexer(cmap: Buffer): (char: number) => number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const table = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    if (platform !== 3 || (encoding !== 1 && encoding !== 10) || table.readUInt16BE(0) !== 4) continue;
    const segments = table.readUInt16BE(6) / 2;
    const ends = 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    return (char) => {
      for (let s = 0; s < segments; s++) {
        if (table.readUInt16BE(ends + s * 2) < char) continue;
        const start = table.readUInt16BE(starts + s * 2);
        if (start > char) return 0;
        const delta = table.readInt16BE(deltas + s * 2);
        const rangeOffset = table.readUInt16BE(ranges + s * 2);
        if (rangeOffset === 0) return (char + delta) & 0xffff;
        const glyph = table.readUInt16BE(ranges + s * 2 + rangeOffset + (char - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  return () => 0;
}
