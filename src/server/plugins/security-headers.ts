// Security headers on every answer, with a Content-Security-Policy the app
// lives within: its scripts, worker and manifest from this origin; inline scripts only with
// this answer's nonce (a server-rendered page's deferred entry loader and the router's
// hydration data: routes/app-shell.ts adds the nonce to them); emotion's runtime styles
// (style-src 'unsafe-inline'); artwork and fonts from here or as data:/blob: URLs; media and
// MSE streams (blob:). Inline JSON boot data (type="application/json") is not executed and
// needs nothing. HSTS only on HTTPS: on http://localhost it would pin a scheme nobody serves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';

const nonces = new WeakMap<IncomingMessage, string>();

/** This answer's script nonce (made on first use). */
export function scriptNonce(request: FastifyRequest): string {
  return nonceOfRaw(request.raw);
}

/** Inline executable scripts (`<script>` with no attributes) carry this answer's nonce. */
export function withScriptNonce(html: string, request: FastifyRequest): string {
  return html.includes('<script>') ? html.replaceAll('<script>', `<script nonce="${scriptNonce(request)}">`) : html;
}

const HSTS = 'max-age=15552000; includeSubDomains';

const CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob: data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

/**
 * The page's Content-Security-Policy, with this answer's script nonce. Only documents need one
 * (a JSON answer or an image runs no script), so routes/app-shell.ts sets it on the pages it
 * renders; building it for every API answer cost a third of the API's throughput.
 */
export function pageSecurityPolicy(request: FastifyRequest): string {
  return [CSP_DIRECTIVES[0], `script-src 'self' 'nonce-${scriptNonce(request)}'`, ...CSP_DIRECTIVES.slice(1)].join(';');
}

/**
 * The headers every answer carries — what helmet's defaults would set, with these choices:
 * artwork, fonts and media are public and may be shown by a realm's other host names
 * (Cross-Origin-Resource-Policy cross-origin); mailed links and the /authorize return keep
 * their origin (strict-origin-when-cross-origin). Constant, so they are one object set in one
 * hook: helmet's chain of a middleware per header cost a tenth of a cached answer's time.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: a promise per answer is measurable on cached answers.
  // onSend, so answers made anywhere (errors, 404s, files) carry them; a route's own value wins.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const name in SECURITY_HEADERS) if (!reply.hasHeader(name)) void reply.header(name, SECURITY_HEADERS[name]);
    void reply.header('x-request-id', request.id);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}

function nonceOfRaw(raw: IncomingMessage): string {
  let nonce = nonces.get(raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(raw, nonce);
  }
  return nonce;
}
