import { describe, expect, it } from 'vitest';
import { PLAYBACK_MESSAGE } from '../../contracts/playback.ts';
import { playerLabels } from './labels.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { licencesOf, PLAYBACK_MESSAGE_TEXT, playbackMessageOf } from './playback-message.ts';

const refusal = (status: number, code: string, messageKey: string) =>
  new ApiRequestError('/api/v1/playback/x', status, { status, code, message: code, messageKey, requestId: 'r', details: {} } as never);

describe('which playback message a failure shows (spec §8)', () => {
  it("follows the server's playback message keys", () => {
    expect(playbackMessageOf(refusal(403, 'FORBIDDEN', PLAYBACK_MESSAGE.notLicensed))).toBe('notLicensed');
    expect(playbackMessageOf(refusal(403, 'FORBIDDEN', PLAYBACK_MESSAGE.notAllowed))).toBe('notAllowed');
    expect(playbackMessageOf(refusal(409, 'CONFLICT', PLAYBACK_MESSAGE.otherDevice))).toBe('otherDevice');
    expect(playbackMessageOf(refusal(404, 'VIDEO_ERROR', PLAYBACK_MESSAGE.videoError))).toBe('videoError');
  });

  it('reads the licences a "not licensed" refusal names, for its Buy link', () => {
    const named = new ApiRequestError('/api/v1/playback/x', 403, {
      status: 403,
      code: 'FORBIDDEN',
      message: 'no licence',
      messageKey: PLAYBACK_MESSAGE.notLicensed,
      requestId: 'r',
      details: { licenceIds: ['arena-ppv-derby', 7] },
    });
    expect(licencesOf(named)).toEqual(['arena-ppv-derby']);
    expect(licencesOf(refusal(403, 'FORBIDDEN', PLAYBACK_MESSAGE.notLicensed))).toEqual([]);
    expect(licencesOf(new Error('x'))).toEqual([]);
  });

  it('shows the territory message for GEO_CONFLICT whatever the key', () => {
    expect(playbackMessageOf(refusal(403, 'GEO_CONFLICT', 'somethingElse'))).toBe('notInTerritory');
  });

  it('shows the authentication error for a refused session, and "try again" for anything else', () => {
    expect(playbackMessageOf(refusal(401, 'UNAUTHORIZED', 'failedAuthentication'))).toBe('authError');
    expect(playbackMessageOf(new ApiRequestError('/x', 500, null))).toBe('videoError');
    expect(playbackMessageOf(new TypeError('network'))).toBe('videoError');
  });

  it('has a label for every title and body', () => {
    for (const { title, body } of Object.values(PLAYBACK_MESSAGE_TEXT)) {
      expect(playerLabels).toHaveProperty(title);
      expect(playerLabels).toHaveProperty(body);
    }
    for (const key of Object.values(PLAYBACK_MESSAGE)) expect(playerLabels).toHaveProperty(key);
  });
});
