// The spec's client headers (§7): Realm, API key, app id, device id, language.
// Operations marked `client` in the registry run `requireClient` first (routes/operation.ts),
// so a missing or wrong header is a clear 4xx.
import type { FastifyRequest } from 'fastify';
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

/**
 * Checks the client headers and sets request.realm, .locale and .deviceId; throws the 4xx.
 * Synchronous when the realm is already known (almost always): every API request runs this,
 * and a promise per request is a measurable share of a cached answer's cost. Otherwise it
 * returns the promise of the check.
 */
export function requireClient(request: FastifyRequest): void | Promise<void> {
  const missing = [HEADER.realm, HEADER.apiKey, HEADER.appId, HEADER.deviceId].filter((h) => !header(request, h));
  if (missing.length > 0) {
    throw new HttpError(400, 'MISSING_HEADER', `Missing request header(s): ${missing.join(', ')}`, {
      details: { missing },
    });
  }
  const realmName = header(request, HEADER.realm) ?? '';
  const { realms } = request.server.services;
  const known = realms.peekByName(realmName);
  if (known !== undefined) return acceptClient(request, realmName, known);
  return realms.byName(realmName).then((realm) => acceptClient(request, realmName, realm));
}

function acceptClient(request: FastifyRequest, realmName: string, realm: RealmSettings | null): void {
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
  request.locale = pickLocaleOften(header(request, HEADER.language), realm);
}

// Browsers send few distinct Accept-Language values, and reading one costs more than the rest
// of this check together; each realm's answers are kept (a realm reloaded is a new object).
const picked = new WeakMap<RealmSettings, Map<string, string>>();
const PICKED_MAX = 256;
const PICKED_HEADER_MAX = 256;

function pickLocaleOften(acceptLanguage: string | undefined, realm: RealmSettings): string {
  const key = acceptLanguage ?? '';
  if (key.length > PICKED_HEADER_MAX) return pickLocale(acceptLanguage, realm);
  let byHeader = picked.get(realm);
  if (!byHeader) picked.set(realm, (byHeader = new Map()));
  let locale = byHeader.get(key);
  if (locale === undefined) {
    if (byHeader.size >= PICKED_MAX) byHeader.clear();
    locale = pickLocale(acceptLanguage, realm);
    byHeader.set(key, locale);
  }
  return locale;
}

/** The caller's most wanted language (Accept-Language, q-values honoured) the realm has, else its default. */
export function pickLocale(acceptLanguage: string | undefined, realm: RealmSettings): string {
  return negotiateLocale(parseAcceptLanguage(acceptLanguage), realmLocales(realm)) ?? defaultLocale(realm);
}
