// The one way this server makes an ETag from content, and the one way it reads If-None-Match.
// Used by every route that answers conditional requests itself (JSON documents, manifests,
// generated images); files on disk get theirs from @fastify/static (routes/file-reply.ts).
import { createHash } from 'node:crypto';

export type EtagOptions = {
  /**
   * Weak when the bytes sent may differ from the bytes hashed under the same tag, e.g. when
   * the compression plugin may gzip the body: a strong tag promises identical bytes.
   */
  weak?: boolean;
};

/** A SHA-256 of the content, cut to 27 base64url characters (162 bits: no accidental match). */
export function etagOf(content: string | Buffer, options: EtagOptions = {}): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 27);
  return options.weak ? `W/"${hash}"` : `"${hash}"`;
}

/**
 * Whether If-None-Match names this representation. It uses the weak comparison
 * (RFC 9110 §13.1.2): a W/ prefix on either side does not matter.
 */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((candidate) => opaque(candidate) === wanted);
}
