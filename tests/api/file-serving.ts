// What every route serving files from disk (media, fonts) must do, asserted against the bytes
// on disk: whole file, single ranges, revalidation, If-Range, and 416 in the API error shape.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export function expectRangeNotSatisfiable(res: LightMyRequestResponse, size: number, what: string): void {
  expect(res.statusCode, what).toBe(416);
  expect(res.headers['content-range'], what).toBe(`bytes */${size}`);
  expect(res.headers['content-type'], what).toContain('application/json');
  const body = apiError.parse(res.json());
  expect(body, what).toMatchObject({ status: 416, code: 'RANGE_NOT_SATISFIABLE', messageKey: 'generic' });
  expect(body.message, what).not.toBe('');
  expect(body.requestId, what).toBe(res.headers['x-request-id']);
}

export async function expectFileSemantics(inject: Inject, url: string, onDisk: Buffer, type: string): Promise<void> {
  const size = onDisk.length;
  expect(size, 'the sample must be large enough for the ranges below').toBeGreaterThan(200);

  const whole = await inject({ url });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe(type);
  expect(whole.headers['content-length']).toBe(String(size));
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.rawPayload.equals(onDisk)).toBe(true);
  // Strong: the bytes are never re-encoded, so a client may resume a download with the tag.
  const etag = String(whole.headers.etag);
  expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  const lastModified = String(whole.headers['last-modified']);
  expect(Date.parse(lastModified)).not.toBeNaN();

  const part = await inject({ url, headers: { range: 'bytes=100-199' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
  expect(part.headers['content-length']).toBe('100');
  expect(part.headers['content-type']).toBe(type);
  expect(part.rawPayload.equals(onDisk.subarray(100, 200))).toBe(true);

  const byEtag = await inject({ url, headers: { 'if-none-match': etag } });
  expect(byEtag.statusCode).toBe(304);
  expect(byEtag.rawPayload.length).toBe(0);
  expect(byEtag.headers.etag).toBe(etag);
  const byDate = await inject({ url, headers: { 'if-modified-since': lastModified } });
  expect(byDate.statusCode).toBe(304);
  const otherTag = await inject({ url, headers: { 'if-none-match': '"someone-else"' } });
  expect(otherTag.statusCode).toBe(200);
  // If-None-Match wins over If-Modified-Since (RFC 9110 §13.1.3).
  const both = await inject({ url, headers: { 'if-none-match': '"someone-else"', 'if-modified-since': lastModified } });
  expect(both.statusCode).toBe(200);

  const stale = await inject({ url, headers: { range: 'bytes=0-9', 'if-range': '"changed-since"' } });
  expect(stale.statusCode).toBe(200);
  expect(stale.rawPayload.equals(onDisk)).toBe(true);
  const resumed = await inject({ url, headers: { range: 'bytes=0-9', 'if-range': etag } });
  expect(resumed.statusCode).toBe(206);
  expect(resumed.rawPayload.equals(onDisk.subarray(0, 10))).toBe(true);
  const resumedByDate = await inject({ url, headers: { range: 'bytes=0-9', 'if-range': lastModified } });
  expect(resumedByDate.statusCode).toBe(206);

  expectRangeNotSatisfiable(await inject({ url, headers: { range: `bytes=${size}-${size + 100}` } }), size, 'start past the end');
  expectRangeNotSatisfiable(await inject({ url, headers: { range: 'bytes=150-100' } }), size, 'inverted range');
}
