// The spec's client headers (§7): Realm, API key, app id, device id, language.
// Operations marked `client` in the registry run `requireClient` first (routes/operation.ts),
// so a missing or wrong header is a clear 4xx.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RealmSettings } from '../../contracts/realm.ts';
import { DEVICE_ID_PATTERN, HEADER } from '../../contracts/headers.ts';
import { negotiateLocale, parseAcceptLanguage } from '../../contracts/locale.ts';
import { HttpError } from '../errors.ts';
import { defaultLocale, realmLocales } from '../services/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireClient: the realm named by the Realm header. */
    realm: RealmSettings;
    /** Set by requireClient: the caller's locale in the spec's form (en_US). */
    locale: string;
    deviceId: string;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function requireClient(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const missing = [HEADER.realm, HEADER.apiKey, HEADER.appId, HEADER.deviceId].filter((h) => !header(request, h));
  if (missing.length > 0) {
    throw new HttpError(400, 'MISSING_HEADER', `Missing request header(s): ${missing.join(', ')}`, {
      details: { missing },
    });
  }
  const realmName = header(request, HEADER.realm) ?? '';
  const realm = await request.server.services.realms.byName(realmName);
  if (!realm) throw new HttpError(404, 'UNKNOWN_REALM', `Unknown realm '${realmName}'`);
  if (header(request, HEADER.apiKey) !== realm.appSettings.apiKey) {
    throw new HttpError(401, 'INVALID_API_KEY', `The API key is not valid for realm '${realm.realm}'`, {
      messageKey: 'failedAuthentication',
    });
  }
  if (header(request, HEADER.appId) !== realm.appSettings.appId) {
    throw new HttpError(400, 'BAD_REQUEST', `Unknown app id for realm '${realm.realm}': expected '${realm.appSettings.appId}'`, {
      details: { header: HEADER.appId },
    });
  }
  const deviceId = header(request, HEADER.deviceId) ?? '';
  if (!DEVICE_ID_PATTERN.test(deviceId)) {
    throw new HttpError(400, 'MISSING_HEADER', 'The device id header must be 8 to 64 letters, digits, dashes or underscores', {
      details: { header: HEADER.deviceId },
    });
  }
  request.realm = realm;
  request.deviceId = deviceId;
  request.locale = pickLocale(header(request, HEADER.language), realm);
}

/** The caller's most wanted language (Accept-Language, q-values honoured) the realm has, else its default. */
export function pickLocale(acceptLanguage: string | undefined, realm: RealmSettings): string {
  return negotiateLocale(parseAcceptLanguage(acceptLanguage), realmLocales(realm)) ?? defaultLocale(realm);
}
