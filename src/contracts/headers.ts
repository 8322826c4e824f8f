// Request headers every API call carries (SPEC §7). Lower-case, as HTTP/2 and Fastify see them.
export const HEADER = {
  realm: 'realm',
  apiKey: 'x-api-key',
  appId: 'x-app-id',
  appVersion: 'x-app-version',
  deviceId: 'x-device-id',
  language: 'accept-language',
  requestId: 'x-request-id',
  replacementAuthorisation: 'x-replacement-authorisation',
  blockReason: 'x-block-reason',
} as const;

/** Spec §9: app version 6.57.x. */
export const APP_VERSION = '6.57.0';
export const APP_ID = 'web';
