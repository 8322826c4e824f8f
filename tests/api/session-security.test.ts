// The server side of issue 7's security: sign-in and recovery attempts limited per address and
// per account with 429 in the spec's shape and Retry-After; security headers on every answer,
// with a CSP whose nonce is on the page's inline scripts; no HSTS over plain HTTP.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { call, errorOf, refusal } from './session-helpers.ts';

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'security-dist-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html lang="{{lang}}"><head><!--realm-head--><script>window.inline = 1</script><script type="application/json" id="x">{}</script></head><body></body></html>',
  );
  h = await startHarness({ seed: true, config: { distDir: dist, rateLimit: { addressMax: 6, accountMax: 3, windowS: 60 } } });
});
afterAll(async () => {
  await h?.close();
  await rm(dist, { recursive: true, force: true });
});

const attempt = (email: string, address: string) =>
  call(h, 'arena', 'login', { body: { email, secret: 'wrong-password' }, headers: { 'x-forwarded-for': address } });

describe('rate limits', () => {
  test('per account: the fourth try on one email is 429 RATE_LIMITED with Retry-After, from any address', async () => {
    const email = 'viewer@arena.example';
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await attempt(email, address)).statusCode).toBe(401);
    const limited = await attempt(email, '10.0.0.4');
    // The key says to wait (not the generic "try again"), and the details say for how long.
    expect(refusal(limited)).toEqual({ status: 429, code: 'RATE_LIMITED', messageKey: 'tooManyAttempts' });
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(errorOf(limited).details).toEqual({ retryAfterSeconds: wait });
    expect(errorOf(limited).requestId).toBe(limited.headers['x-request-id']);
    // Even the right password waits: the limit is on attempts, not failures.
    const right = await call(h, 'arena', 'login', { body: { email, secret: 'demo-pass-1' }, headers: { 'x-forwarded-for': '10.0.0.5' } });
    expect(right.statusCode).toBe(429);
    // The same email in another realm is another account.
    const club = await call(h, 'club', 'login', { body: { email, secret: 'x-x-x-x' }, headers: { 'x-forwarded-for': '10.0.0.6' } });
    expect(club.statusCode).toBe(401);
  });

  test('per address: one address trying many accounts is stopped, across the limited routes', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 4; i++) expect((await attempt(`guess${i}@arena.example`, address)).statusCode).toBe(401);
    expect(
      (await call(h, 'arena', 'passwordRequest', { body: { email: 'a1@arena.example' }, headers: { 'x-forwarded-for': address } }))
        .statusCode,
    ).toBe(200);
    expect((await call(h, 'arena', 'tvPinIssue', { headers: { 'x-forwarded-for': address } })).statusCode).toBe(200);
    expect(refusal(await attempt('guess9@arena.example', address))).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      messageKey: 'tooManyAttempts',
    });
    expect(
      refusal(
        await call(h, 'arena', 'passwordReset', {
          body: { token: 'x'.repeat(43), secret: 'new-pass-1' },
          headers: { 'x-forwarded-for': address },
        }),
      ),
    ).toMatchObject({ status: 429, messageKey: 'tooManyAttempts' });
    expect(refusal(await call(h, 'arena', 'oauthCode', { body: {}, headers: { 'x-forwarded-for': address } }))).toMatchObject({
      status: 429,
    });
    // Another address is not affected.
    expect((await attempt('guess9@arena.example', '10.9.9.8')).statusCode).toBe(401);
  });
});

test('without TRUST_PROXY a client cannot name its own address to step around the address limit', async () => {
  const direct = await startHarness({
    seed: false,
    config: { trustProxy: false, rateLimit: { addressMax: 2, accountMax: 100, windowS: 60 } },
  });
  try {
    await insertRealms(direct.db, [testRealm('direct', { title: 'Direct' })]);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(direct, 'direct', 'login', {
        body: { email: `g${i}@direct.example`, secret: 'x-x-x-x' },
        headers: { 'x-forwarded-for': `10.1.1.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  } finally {
    await direct.close();
  }
});

describe('security headers', () => {
  test('API answers carry the security headers; no HSTS over http, HSTS over https', async () => {
    const res = await call(h, 'arena', 'signupForm');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const https = await call(h, 'arena', 'signupForm', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  test("a page's CSP allows its inline scripts by this answer's nonce only, and what the app needs", async () => {
    const page = await h.inject({ method: 'GET', url: '/realm/arena/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<script nonce="${nonce}">window.inline = 1</script>`);
    // Inline JSON is data, not code: it needs no nonce.
    expect(page.body).toContain('<script type="application/json" id="x">');
    for (const directive of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob: data:",
      "worker-src 'self' blob:",
      "font-src 'self' data:",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const again = await h.inject({ method: 'GET', url: '/realm/arena/' });
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
  });
});
