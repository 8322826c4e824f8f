// Which playback message (spec §8) a failure shows: the server's messageKey when it is one of
// PLAYBACK_MESSAGE, GEO_CONFLICT whatever the key, a refused or expired session as the
// authentication error, anything else as "error accessing video, try again".
import { PLAYBACK_MESSAGE } from '../../contracts/browse-constants.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';

export type PlaybackMessageKind = 'authError' | 'videoError' | 'notAllowed' | 'notLicensed' | 'otherDevice' | 'notInTerritory';

const BY_KEY: Record<string, PlaybackMessageKind> = Object.fromEntries(
  Object.entries(PLAYBACK_MESSAGE).map(([kind, key]) => [key, kind as PlaybackMessageKind]),
);

export function playbackMessageOf(error: unknown): PlaybackMessageKind {
  if (!(error instanceof ApiRequestError)) return 'videoError';
  if (error.body?.code === 'GEO_CONFLICT') return 'notInTerritory';
  const kind = error.body ? BY_KEY[error.body.messageKey] : undefined;
  if (kind) return kind;
  if (error.status === 401) return 'authError';
  return 'videoError';
}

/** The licences a "not licensed" refusal names (details.licenceIds): any of them unlocks the item. */
export function licencesOf(error: unknown): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  const ids = error.body?.details?.['licenceIds'];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Title and body label keys of each message. */
export const PLAYBACK_MESSAGE_TEXT = {
  authError: { title: 'playbackAuthErrorTitle', body: 'playbackAuthErrorBody' },
  videoError: { title: 'playbackErrorTitle', body: 'playbackVideoError' },
  notAllowed: { title: 'playbackErrorTitle', body: 'playbackNotAllowed' },
  notLicensed: { title: 'playbackErrorTitle', body: 'playbackNotLicensed' },
  otherDevice: { title: 'playbackOtherDeviceTitle', body: 'playbackOtherDevice' },
  notInTerritory: { title: 'playbackTerritoryTitle', body: 'playbackNotInTerritory' },
} as const satisfies Record<PlaybackMessageKind, { title: string; body: string }>;
