// The origin a request reached this server on (scheme and host as the browser wrote them, from
// X-Forwarded-* behind a trusted proxy). Federated sign-in is built on it: the demo provider's
// issuer is a path on that origin, and the app's callback must be on it too. A Host header no
// browser would send is refused rather than turned into a URL.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export function requestOrigin(request: FastifyRequest): string {
  const protocol = request.protocol;
  const host = request.host;
  const refused = () =>
    new HttpError(400, 'BAD_REQUEST', 'The Host header does not name a host this server can answer for', { details: { header: 'host' } });
  if ((protocol !== 'http' && protocol !== 'https') || typeof host !== 'string' || host.length > 260 || !HOST.test(host)) throw refused();
  try {
    // As a URL spells it (lower case, no default port), so origins compare as strings.
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    throw refused();
  }
}
