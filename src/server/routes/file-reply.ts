// Files sent byte for byte from disk (media segments and playlists, fonts) go through
// @fastify/static's reply.sendFile, which answers Range, If-Range, If-None-Match and
// If-Modified-Since. Routes spread `rawFileRoute` into their options for two adjustments:
//
// - @fastify/send marks every file ETag weak (W/"size-mtime"): it cannot know whether a later
//   hook re-encodes the body. These routes never compress, so the tag names exactly the bytes
//   sent and is sent strong; a player can then resume a download with it (If-Range takes only
//   strong tags, RFC 9110 §13.1.5).
// - send compares If-Range with its own weak spelling of the tag, so a strong tag echoed back
//   by a client is given that spelling before send reads it. Any other tag still fails to match.
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

export const rawFileRoute = {
  compress: false,
  preHandler: async (request: FastifyRequest) => {
    const ifRange = request.raw.headers['if-range'];
    if (typeof ifRange === 'string' && ifRange.startsWith('"')) request.raw.headers['if-range'] = `W/${ifRange}`;
  },
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.startsWith('W/')) void reply.header('etag', etag.slice(2));
    return payload;
  },
} satisfies RouteShorthandOptions;

export type FileHeaders = { contentType: string; cacheControl: string };

/**
 * Sends `file` (relative to `root`, never outside it) with our content type and cache policy;
 * a range no byte of which exists becomes a 416 error in the API shape (plugins/errors.ts).
 */
export function sendRawFile(reply: FastifyReply, root: string, file: string, headers: FileHeaders): FastifyReply {
  return reply
    .type(headers.contentType)
    .header('cache-control', headers.cacheControl)
    .sendFile(file, root, { contentType: false, cacheControl: false });
}
