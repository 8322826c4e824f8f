// Request headers every API call carries (SPEC §7). Lower-case, as HTTP/2 and Fastify see them.
export const HEADER = {
  realm: 'realm',
  apiKey: 'x-api-key',
  appId: 'x-app-id',
  appVersion: 'x-app-version',
  deviceId: 'x-device-id',
  language: 'accept-language',
  requestId: 'x-request-id',
  authorization: 'authorization',
  /** Response: `Bearer {new token}` to use from now on (spec §7). */
  replacementAuthorisation: 'replacement-authorization',
  /** Response: why the caller is blocked; `VPN` shows the VPN message (spec §5, §7). */
  blockReason: 'block-reason',
  /** Request: the solved captcha challenge, JSON `{ id, secrets: [{ type: 'CAPTCHA', value }] }` (spec §3, §4). */
  challenge: 'x-challenge',
} as const;

/** The `block-reason` value for a caller the realm refuses behind a VPN. */
export const BLOCK_REASON_VPN = 'VPN';

/** What the server accepts as a device id header: 8 to 64 letters, digits, dashes or underscores. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Spec §9: app version 6.57.x. */
export const APP_VERSION = '6.57.0';
export const APP_ID = 'web';

/** The Idempotency-Key header of a pay: a retried pay with the same key gets the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
