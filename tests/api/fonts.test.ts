import { afterAll, beforeAll, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expectFileSemantics } from './file-serving.ts';
import { startHarness, type Harness } from './harness.ts';
import { apiError } from '../../src/contracts/errors.ts';
import { apiPath } from '../../src/contracts/paths.ts';

let h: Harness;
const require = createRequire(import.meta.url);

beforeAll(async () => {
  h = await startHarness({ seed: false });
});

afterAll(async () => {
  await h.close();
});

const families = ['inter', 'oswald', 'playfair-display', 'nunito', 'roboto-condensed'];

test('every whitelisted family and weight is served as an immutable woff2', async () => {
  for (const family of families) {
    for (const weight of [400, 600, 700]) {
      const file = `${family}-latin-${weight}-normal.woff2`;
      const res = await h.inject({ url: apiPath.fonts(file) });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toBe('font/woff2');
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin'], file).toBe('*');
      expect(res.rawPayload.subarray(0, 4).toString('latin1'), file).toBe('wOF2');
      const onDisk = await readFile(require.resolve(`@fontsource/${family}/files/${file}`));
      expect(res.rawPayload.equals(onDisk), file).toBe(true);
    }
  }
});

test('a font is served like a file: ranges, revalidation by ETag and date, If-Range, and 416', async () => {
  const file = 'inter-latin-400-normal.woff2';
  const onDisk = await readFile(require.resolve(`@fontsource/inter/files/${file}`));
  await expectFileSemantics(h.inject, apiPath.fonts(file), onDisk, 'font/woff2');
});

test('fonts outside the whitelist are 404 even when the package has them', async () => {
  for (const file of [
    'inter-latin-500-normal.woff2',
    'inter-latin-400-italic.woff2',
    'inter-cyrillic-400-normal.woff2',
    'inter-latin-400-normal.woff',
    'comic-latin-400-normal.woff2',
  ]) {
    const res = await h.inject({ url: apiPath.fonts(file) });
    expect(res.statusCode, file).toBe(404);
    expect(apiError.parse(res.json()).code, file).toBe('NOT_FOUND');
    expect(res.headers['access-control-allow-origin'], file).toBe('*');
  }
});

test('malformed font names are a validation error', async () => {
  for (const url of [
    '/api/fonts/..%2f..%2fpackage.json',
    '/api/fonts/Inter-latin-400-normal.woff2',
    `/api/fonts/${'a'.repeat(80)}.woff2`,
    '/api/fonts/.woff2',
  ]) {
    const res = await h.inject({ url });
    expect(res.statusCode, url).toBe(400);
    const body = apiError.parse(res.json());
    expect(body.code, url).toBe('VALIDATION');
    expect(body.message, url).toContain('file');
  }
});
