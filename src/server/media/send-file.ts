// Streams one file from disk with the HTTP caching and byte-range rules players rely on:
// strong ETag and Last-Modified, 304 for conditional requests, 206 for a single range,
// 416 (in the API error shape) for a range that starts past the end.
//
// Written here rather than through a static-file plugin because the app shell already
// registers one, and because the error shape and per-extension cache headers are ours.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { HttpError, notFound } from '../errors.ts';

export type SendFileOptions = {
  contentType: string;
  cacheControl: string;
};

export type ByteRange = { start: number; end: number };

/**
 * Parses a Range header against a file size. Returns null when the header should be ignored
 * (absent, malformed, not bytes, or several ranges: RFC 9110 lets a server answer those with
 * the whole file), 'unsatisfiable' when no byte of the range exists.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

export function fileEtag(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** Weak comparison (RFC 9110 §8.8.3.2), as If-None-Match requires. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

function notModifiedSince(request: FastifyRequest, stats: Stats): boolean {
  const since = request.headers['if-modified-since'];
  if (!since || request.headers['if-none-match']) return false;
  const time = Date.parse(since);
  // HTTP dates have whole seconds; the file's mtime has milliseconds.
  return !Number.isNaN(time) && Math.floor(stats.mtimeMs / 1000) * 1000 <= time;
}

/** If-Range lets a client resume only while the file is unchanged; otherwise it gets it all. */
function rangeStillValid(request: FastifyRequest, etag: string, stats: Stats): boolean {
  const header = request.headers['if-range'];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (!ifRange) return true;
  if (ifRange.startsWith('"')) return ifRange === etag;
  const time = Date.parse(ifRange);
  return !Number.isNaN(time) && Math.floor(stats.mtimeMs / 1000) * 1000 === time;
}

export async function sendFile(request: FastifyRequest, reply: FastifyReply, path: string, options: SendFileOptions): Promise<FastifyReply> {
  const stats = await stat(path).catch(() => null);
  if (!stats?.isFile()) throw notFound(`No such file: ${request.url.split('?')[0] ?? ''}`);

  const etag = fileEtag(stats);
  void reply
    .header('etag', etag)
    .header('last-modified', stats.mtime.toUTCString())
    .header('accept-ranges', 'bytes')
    .header('cache-control', options.cacheControl);

  if (etagMatches(request.headers['if-none-match'], etag) || notModifiedSince(request, stats)) {
    return reply.status(304).send();
  }

  const range = rangeStillValid(request, etag, stats) ? parseRange(request.headers.range, stats.size) : null;
  if (range === 'unsatisfiable') {
    void reply.header('content-range', `bytes */${stats.size}`);
    throw new HttpError(416, 'RANGE_NOT_SATISFIABLE', `Range ${request.headers.range ?? ''} is outside the file (${stats.size} bytes)`);
  }

  void reply.type(options.contentType);
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stats.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(path, { start: range.start, end: range.end }));
  }
  return reply.header('content-length', stats.size).send(createReadStream(path));
}
