// The playback endpoint (routes/playback.ts, services/playback): guest access, territory,
// licences and the concurrent-stream limit, checked by the server over the real database, with
// a clock the test moves (leases lapse without waiting).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HEADER } from '../../src/contracts/headers.ts';
import { PLAYBACK_MESSAGE, playbackAnswer, streamLease, type PlaybackAnswer } from '../../src/contracts/playback.ts';
import { buildApp } from '../../src/server/app.ts';
import { DEMO_PLAYBACK } from '../../src/server/db/seed/playback.ts';
import { HEARTBEAT_SECONDS, LEASE_SECONDS, STREAM_LIMIT } from '../../src/server/services/playback/leases.ts';
import { startHarness, type Harness } from './harness.ts';
import { insertRealms, testRealm } from './realm-fixture.ts';
import { call, demoAdmin, demoViewer, errorOf, refusal, tokensOf, type CallOptions } from './session-helpers.ts';

const HOUR = 3_600_000;
let h: Harness;
/** The harness, answered by a server whose clock the test sets. */
let at: Harness;
let app: FastifyInstance;
let clock = new Date();

const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

function contentRow(realm: string, id: string, type: string, extra: { media?: string | null; start?: Date; end?: Date } = {}) {
  return {
    realm,
    id,
    type,
    title: id,
    titles: '{}',
    description: 'A playback test item',
    descriptions: '{}',
    parent_id: null,
    position: 0,
    duration: type === 'LIVE_EVENT' ? null : 600,
    start_date: extra.start ?? null,
    end_date: extra.end ?? null,
    artwork: id,
    media: extra.media === undefined ? 'sample' : extra.media,
  };
}

beforeAll(async () => {
  h = await startHarness({ config: { demoSchedule: false } });
  app = await buildApp({ ...h.config, demoSchedule: false }, { db: h.db, seed: false, now: () => clock });
  at = { ...h, app, inject: (o) => app.inject(o) };
  const now = clock.getTime();
  // A realm whose guests may check in but not watch (spec §6: full guest access only).
  await insertRealms(h.db, [
    {
      ...testRealm('lobby', { title: 'Lobby' }),
      guestsAllowed: true,
      fullGuestAccess: 'NOT_ALLOWED',
      liveEndpoint: '/api/media/live',
      videoEndpoint: '/api/media',
    },
  ]);
  await h.db
    .insertInto('content')
    .values([
      contentRow('arena', 'pb-vod', 'VOD_VIDEO'),
      contentRow('arena', 'pb-vod-2', 'VOD_VIDEO'),
      contentRow('arena', 'pb-vod-3', 'VOD_VIDEO'),
      contentRow('arena', 'pb-series', 'VOD_SERIES', { media: null }),
      contentRow('arena', 'pb-live', 'LIVE_EVENT', { start: new Date(now - HOUR), end: new Date(now + 5 * HOUR) }),
      contentRow('arena', 'pb-upcoming', 'LIVE_EVENT', { start: new Date(now + HOUR), end: new Date(now + 3 * HOUR) }),
      contentRow('arena', 'pb-ended', 'LIVE_EVENT', { start: new Date(now - 5 * HOUR), end: new Date(now - 3 * HOUR) }),
      contentRow('arena', 'pb-not-pt', 'VOD_VIDEO'),
      contentRow('cinema', 'pb-live-cinema', 'LIVE_EVENT', { start: new Date(now - HOUR), end: new Date(now + 5 * HOUR) }),
      contentRow('lobby', 'pb-lobby', 'VOD_VIDEO'),
    ])
    .execute();
  await h.db
    .insertInto('content_geo_rule')
    .values({ realm: 'arena', content_id: 'pb-not-pt', mode: 'DENY', countries: ['PT'] })
    .execute();
});

afterAll(async () => {
  await app.close();
  await h.close();
});

const play = (realm: string, id: string, token: string | undefined, options: Omit<CallOptions<'playback'>, 'params' | 'token'> = {}) =>
  call(at, realm, 'playback', { params: { id }, body: {}, ...(token ? { token } : {}), ...options });

const onDevice = (device: string) => ({ [HEADER.deviceId]: `device-${device}-0001` });

function answerOf(res: LightMyRequestResponse): PlaybackAnswer {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return playbackAnswer.parse(res.json());
}

test('a customer gets the on-demand streams, and they are served', async () => {
  const { authorisationToken } = await demoViewer(at, 'arena');
  const answer = answerOf(await play('arena', 'pb-vod', authorisationToken));
  expect(answer).toMatchObject({
    contentId: 'pb-vod',
    live: false,
    ended: false,
    dvrWindow: null,
    streams: { hls: '/api/media/sample/master.m3u8', dash: '/api/media/sample/manifest.mpd' },
  });
  expect(answer.lease.heartbeatSeconds).toBe(HEARTBEAT_SECONDS);
  expect(new Date(answer.lease.expiresAt).getTime()).toBe(clock.getTime() + LEASE_SECONDS * 1000);
  for (const url of [answer.streams.hls, answer.streams.dash ?? 'no DASH']) expect((await app.inject({ url })).statusCode, url).toBe(200);
  await call(at, 'arena', 'playbackRelease', { params: { id: answer.lease.id }, token: authorisationToken });
});

test('a live event answers its live playlist with the DVR window the realm allows', async () => {
  const { authorisationToken: token } = await demoAdmin(at, 'arena');
  const windowFor = async (dvrWindow?: number) => {
    const answer = answerOf(await play('arena', 'pb-live', token, { body: dvrWindow === undefined ? {} : { dvrWindow } }));
    expect(answer.live).toBe(true);
    expect(answer.streams.dash).toBeNull();
    expect(answer.streams.hls).toBe(`/api/media/live/arena/pb-live/master.m3u8?dvr=${answer.dvrWindow}`);
    return answer.dvrWindow;
  };
  // Spec §9: 1740 for browsers not listed, 10 for listed or unknown ones (nothing asked).
  expect(await windowFor(1740)).toBe(1740);
  expect(await windowFor(10)).toBe(10);
  expect(await windowFor()).toBe(10);
  expect(await windowFor(50_000)).toBe(1740);
  const live = answerOf(await play('arena', 'pb-live', token, { body: { dvrWindow: 1740 } }));
  const master = await app.inject({ url: live.streams.hls });
  expect(master.statusCode).toBe(200);
  const media = await app.inject({ url: `/api/media/live/arena/pb-live/${master.body.split('\n').find((l) => l.startsWith('media_'))}` });
  expect(media.statusCode).toBe(200);
  expect(media.body).not.toContain('#EXT-X-ENDLIST');
  // 1740 s of an event an hour old.
  expect(media.body.match(/#EXTINF/g)).toHaveLength(1740 / 4);

  // Cinema has no DVR.
  const cinema = await demoViewer(at, 'cinema');
  const noDvr = answerOf(await play('cinema', 'pb-live-cinema', cinema.authorisationToken, { body: { dvrWindow: 1740 } }));
  expect(noDvr.dvrWindow).toBe(0);

  // Over: the whole event, ended; not yet started: an error accessing video.
  const ended = answerOf(await play('arena', 'pb-ended', token, { headers: onDevice('replay') }));
  expect(ended.ended).toBe(true);
  expect((await app.inject({ url: ended.streams.hls.replace('master', 'media_0') })).body).toContain('#EXT-X-ENDLIST');
  expect(refusal(await play('arena', 'pb-upcoming', token))).toEqual({
    status: 409,
    code: 'VIDEO_ERROR',
    messageKey: PLAYBACK_MESSAGE.videoError,
  });
  await h.db.deleteFrom('stream_lease').execute();
});

test('guests watch only where the realm gives them full access', async () => {
  const arenaGuest = tokensOf(await call(at, 'arena', 'guestCheckin'));
  expect(answerOf(await play('arena', 'pb-vod', arenaGuest.authorisationToken)).contentId).toBe('pb-vod');

  const lobbyGuest = tokensOf(await call(at, 'lobby', 'guestCheckin'));
  expect(refusal(await play('lobby', 'pb-lobby', lobbyGuest.authorisationToken))).toEqual({
    status: 403,
    code: 'FORBIDDEN',
    messageKey: PLAYBACK_MESSAGE.notAllowed,
  });
  // No token at all: the authentication error.
  expect(refusal(await play('arena', 'pb-vod', undefined)).status).toBe(401);
  // A token of another realm names nobody here.
  expect(refusal(await play('cinema', 'pb-live-cinema', arenaGuest.authorisationToken)).status).toBe(401);
  await h.db.deleteFrom('stream_lease').execute();
});

test('an item that needs a licence plays only for a viewer who holds one', async () => {
  const { realm, licenceOnly } = DEMO_PLAYBACK;
  const viewer = await demoViewer(at, realm);
  const refused = await play(realm, licenceOnly.contentId, viewer.authorisationToken);
  expect(refusal(refused)).toEqual({ status: 403, code: 'FORBIDDEN', messageKey: PLAYBACK_MESSAGE.notLicensed });
  expect(errorOf(refused).details?.licenceIds).toEqual([...licenceOnly.licenceIds].sort());

  const user = await h.db
    .selectFrom('app_user')
    .select('id')
    .where('realm', '=', realm)
    .where('email', '=', `viewer@${realm}.example`)
    .executeTakeFirstOrThrow();
  // A lapsed subscription does not count.
  await h.db
    .insertInto('entitlement')
    .values({ user_id: user.id, realm, licence_id: 'arena-monthly', expires_at: new Date(clock.getTime() - 1000) })
    .execute();
  expect(refusal(await play(realm, licenceOnly.contentId, viewer.authorisationToken)).messageKey).toBe(PLAYBACK_MESSAGE.notLicensed);
  await h.db.insertInto('entitlement').values({ user_id: user.id, realm, licence_id: 'arena-yearly', expires_at: null }).execute();
  expect(answerOf(await play(realm, licenceOnly.contentId, viewer.authorisationToken)).contentId).toBe(licenceOnly.contentId);
  await h.db.deleteFrom('stream_lease').execute();
});

test('territory rules answer GEO_CONFLICT from the trusted country header', async () => {
  const { realm, geoBlocked } = DEMO_PLAYBACK;
  const { authorisationToken: token } = await demoViewer(at, realm);
  const from = (country?: string) => (country ? { headers: { 'x-viewer-country': country } } : {});
  const geo = { status: 403, code: 'GEO_CONFLICT', messageKey: PLAYBACK_MESSAGE.notInTerritory };
  // ALLOW ['BR']: only from Brazil; unknown is outside.
  expect(refusal(await play(realm, geoBlocked.contentId, token))).toEqual(geo);
  expect(refusal(await play(realm, geoBlocked.contentId, token, from('PT')))).toEqual(geo);
  expect(errorOf(await play(realm, geoBlocked.contentId, token, from('pt'))).details).toEqual({ country: 'PT' });
  expect(answerOf(await play(realm, geoBlocked.contentId, token, from('br'))).contentId).toBe(geoBlocked.contentId);
  // DENY ['PT']: everywhere else, unknown included.
  expect(refusal(await play(realm, 'pb-not-pt', token, from('PT')))).toEqual(geo);
  expect(answerOf(await play(realm, 'pb-not-pt', token, from('ES'))).contentId).toBe('pb-not-pt');
  await h.db.deleteFrom('stream_lease').execute();
  expect(answerOf(await play(realm, 'pb-not-pt', token)).contentId).toBe('pb-not-pt');
  await h.db.deleteFrom('stream_lease').execute();

  // Without a proxy in front, the header is the client's word and is not believed.
  const direct = await buildApp({ ...h.config, demoSchedule: false, trustProxy: false }, { db: h.db, seed: false, now: () => clock });
  try {
    const res = await call({ ...h, app: direct, inject: (o) => direct.inject(o) }, realm, 'playback', {
      params: { id: geoBlocked.contentId },
      body: {},
      token,
      headers: { 'x-viewer-country': 'BR' },
    });
    expect(refusal(res)).toEqual(geo);
  } finally {
    await direct.close();
  }
});

test('a viewer watches on at most the limit of devices; leases lapse without heartbeats', async () => {
  const { authorisationToken: token } = await demoViewer(at, 'cinema');
  await h.db.deleteFrom('stream_lease').execute();
  const start = (device: string, id = 'pb-live-cinema') => play('cinema', id, token, { headers: onDevice(device) });
  const heartbeat = (lease: string) => call(at, 'cinema', 'playbackHeartbeat', { params: { id: lease }, token });
  const release = (lease: string) => call(at, 'cinema', 'playbackRelease', { params: { id: lease }, token });
  const otherDevice = { status: 409, code: 'CONFLICT', messageKey: PLAYBACK_MESSAGE.otherDevice };
  expect(STREAM_LIMIT).toBe(2);

  const a = answerOf(await start('a')).lease;
  const b = answerOf(await start('b')).lease;
  expect(refusal(await start('c'))).toEqual(otherDevice);
  expect(errorOf(await start('c')).details).toEqual({ limit: STREAM_LIMIT });
  // Starting again on a device that is watching (a reload) replaces its stream.
  const a2 = answerOf(await start('a')).lease;
  expect(a2.id).not.toBe(a.id);
  expect((await heartbeat(a.id)).statusCode).toBe(404);

  // Released: its place is free at once.
  expect((await release(b.id)).json()).toEqual({ ok: true });
  const c = answerOf(await start('c')).lease;

  // Half a lease later a's player renews; c's does not.
  advance(LEASE_SECONDS / 2);
  const renewed = streamLease.parse((await heartbeat(a2.id)).json());
  expect(new Date(renewed.expiresAt).getTime()).toBe(clock.getTime() + LEASE_SECONDS * 1000);
  advance(LEASE_SECONDS / 2 + 1);
  // c lapsed: d takes its place; the limit holds again.
  const d = answerOf(await start('d')).lease;
  expect(refusal(await start('e'))).toEqual(otherDevice);
  // c's player comes back: its place is gone.
  expect(refusal(await heartbeat(c.id))).toEqual(otherDevice);
  // Once one stream ends, the lapsed lease can be renewed again.
  await release(d.id);
  expect((await heartbeat(c.id)).statusCode).toBe(200);

  // Another user cannot renew or end this user's lease.
  const other = await demoAdmin(at, 'cinema');
  expect((await call(at, 'cinema', 'playbackHeartbeat', { params: { id: c.id }, token: other.authorisationToken })).statusCode).toBe(404);
  await call(at, 'cinema', 'playbackRelease', { params: { id: c.id }, token: other.authorisationToken });
  expect((await heartbeat(c.id)).statusCode).toBe(200);
  await h.db.deleteFrom('stream_lease').execute();
});

test('nothing to play and bad input answer in the error shape', async () => {
  const { authorisationToken: token } = await demoViewer(at, 'arena');
  const videoError = { status: 404, code: 'VIDEO_ERROR', messageKey: PLAYBACK_MESSAGE.videoError };
  expect(refusal(await play('arena', 'no-such-item', token))).toEqual(videoError);
  expect(refusal(await play('arena', 'pb-series', token))).toEqual(videoError);
  // Another realm's item is not this realm's.
  expect(refusal(await play('arena', 'pb-live-cinema', token))).toEqual(videoError);

  const invalid = async (res: LightMyRequestResponse, field: string) => {
    expect(refusal(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(JSON.stringify(errorOf(res).details)).toContain(field);
  };
  await invalid(await play('arena', 'pb-vod', token, { body: { dvrWindow: -1 } }), 'dvrWindow');
  await invalid(await play('arena', 'pb-vod', token, { body: { dvrWindow: 1.5 } }), 'dvrWindow');
  await invalid(await play('arena', 'pb-vod', token, { body: { dvrWindow: '1740' } }), 'dvrWindow');
  await invalid(await play('arena', 'pb-vod', token, { body: { window: 10 } }), 'window');
  await invalid(await play('arena', '-bad', token), 'id');
  await invalid(await call(at, 'arena', 'playbackHeartbeat', { params: { id: 'not-a-uuid' }, token }), 'id');
  await invalid(await call(at, 'arena', 'playbackRelease', { params: { id: 'not-a-uuid' }, token }), 'id');
  await h.db.deleteFrom('stream_lease').execute();
});
