// Live HLS made from the clock (services/playback/live-playlist.ts, routes/live.ts): a server
// whose clock the test sets, over the real database, serving live events the test inserts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { operationPath } from '../../src/contracts/operations.ts';
import { buildApp } from '../../src/server/app.ts';
import { startHarness, type Harness } from './harness.ts';

const T0 = new Date('2026-03-02T18:00:00.000Z');
const HOUR = 3_600_000;
const SEGMENT = 4;
/** The sample's six segments of a rendition, in order (media/sample/media_{r}.m3u8). */
const SAMPLE_COUNT = 6;
const sampleSegment = (rendition: number, n: number) => `chunk-${rendition}-0000${(n % SAMPLE_COUNT) + 1}.m4s`;

let h: Harness;
let clock = T0;
let app: FastifyInstance;

const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  h = await startHarness({ config: { demoSchedule: false } });
  app = await buildApp({ ...h.config, demoSchedule: false }, { db: h.db, seed: false, now: () => clock });
  const event = (realm: string, id: string, start: Date, end: Date) => ({
    realm,
    id,
    type: 'LIVE_EVENT',
    title: id,
    titles: '{}',
    description: 'A live test event',
    descriptions: '{}',
    parent_id: null,
    position: 0,
    duration: null,
    artwork: id,
    media: 'sample',
    start_date: start,
    end_date: end,
  });
  await h.db
    .insertInto('content')
    .values([
      event('arena', 'live-test', T0, new Date(T0.getTime() + 3 * HOUR)),
      event('cinema', 'live-test-nodvr', T0, new Date(T0.getTime() + 3 * HOUR)),
      // 90 s: not a whole number of segments (22.5), so the ended playlist's last one is cut.
      event('arena', 'live-short', T0, at(90)),
    ])
    .execute();
});

afterAll(async () => {
  await app.close();
  await h.close();
});

const url = (id: string, file: string, dvr?: number, realm = 'arena') =>
  operationPath('livePlaylist', { realm, id, file }) + (dvr === undefined ? '' : `?dvr=${dvr}`);

async function playlist(id: string, file: string, dvr?: number, realm = 'arena', server = app): Promise<string> {
  const res = await server.inject({ url: url(id, file, dvr, realm) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  return res.body;
}

type Parsed = {
  tags: Map<string, string>;
  segments: { uri: string; duration: number; discontinuity: boolean; date: string | null }[];
  map: string | null;
  ended: boolean;
};

/**
 * A strict reading of a media playlist: every segment URI comes after its EXTINF and no tag
 * dangles at the end; throws on anything else.
 */
function parse(text: string): Parsed {
  const lines = text.split('\n');
  if (lines[0] !== '#EXTM3U') throw new Error('no #EXTM3U first');
  if (lines.at(-1) !== '') throw new Error('no final newline');
  const tags = new Map<string, string>();
  const segments: Parsed['segments'] = [];
  let map: string | null = null;
  let ended = false;
  let pending: { duration: number | null; discontinuity: boolean; date: string | null } = {
    duration: null,
    discontinuity: false,
    date: null,
  };
  for (const line of lines.slice(1, -1)) {
    if (line === '') throw new Error('blank line inside the playlist');
    if (ended) throw new Error(`${line} after EXT-X-ENDLIST`);
    if (line.startsWith('#EXTINF:')) {
      if (pending.duration !== null) throw new Error('two EXTINF for one segment');
      pending.duration = Number.parseFloat(line.slice(8));
    } else if (line === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pending.date = line.slice(25);
    else if (line.startsWith('#EXT-X-MAP:')) map = /URI="([^"]+)"/.exec(line)?.[1] ?? null;
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (line.startsWith('#')) {
      const [name = '', value = ''] = line.slice(1).split(/:(.*)/s);
      tags.set(name, value);
    } else {
      if (pending.duration === null) throw new Error(`segment ${line} without EXTINF`);
      segments.push({ uri: line, duration: pending.duration, discontinuity: pending.discontinuity, date: pending.date });
      pending = { duration: null, discontinuity: false, date: null };
    }
  }
  if (pending.duration !== null || pending.discontinuity) throw new Error('a tag with no segment after it');
  return { tags, segments, map, ended };
}

/** Checks a media playlist against the timeline it claims and answers its numbers. */
function checkTimeline(text: string, rendition = 0) {
  const p = parse(text);
  const sequence = Number(p.tags.get('EXT-X-MEDIA-SEQUENCE'));
  const discontinuities = Number(p.tags.get('EXT-X-DISCONTINUITY-SEQUENCE'));
  const target = Number(p.tags.get('EXT-X-TARGETDURATION'));
  expect(Number.isInteger(sequence) && Number.isInteger(discontinuities)).toBe(true);
  expect(p.tags.get('EXT-X-VERSION')).toBe('6');
  expect(p.map).toBe(`../../../sample/init-${rendition}.m4s`);
  expect(p.segments.length).toBeGreaterThan(0);
  p.segments.forEach((segment, i) => {
    const n = sequence + i;
    // Continuous sequence numbers: segment n of the timeline is sample segment n mod 6.
    expect(segment.uri).toBe(`../../../sample/${sampleSegment(rendition, n)}`);
    // RFC 8216: each duration rounded is at most the target duration.
    expect(Math.round(segment.duration)).toBeLessThanOrEqual(target);
    // A discontinuity exactly where the sample starts again.
    expect(segment.discontinuity).toBe(n > 0 && n % SAMPLE_COUNT === 0);
    if (i === 0 || segment.discontinuity) expect(segment.date).toBe(at(n * SEGMENT).toISOString());
    else expect(segment.date).toBeNull();
  });
  // Discontinuities before the first segment: one per loop start already slid out.
  expect(discontinuities).toBe(sequence === 0 ? 0 : Math.floor((sequence - 1) / SAMPLE_COUNT));
  return { ...p, sequence, discontinuities, target };
}

test('the live window slides with the clock and never ends while the event is on', async () => {
  clock = at(30);
  const first = checkTimeline(await playlist('live-test', 'media_0.m3u8', 0));
  // Complete by 30 s: segments 0–6 (the seventh ends at 28 s); three target durations back.
  expect(first.target).toBe(SEGMENT);
  expect(first.sequence).toBe(4);
  expect(first.segments).toHaveLength(3);
  expect(first.ended).toBe(false);
  expect(first.tags.has('EXT-X-PLAYLIST-TYPE')).toBe(false);

  clock = at(31.9);
  expect(checkTimeline(await playlist('live-test', 'media_0.m3u8', 0)).sequence).toBe(4);
  clock = at(32);
  const later = checkTimeline(await playlist('live-test', 'media_0.m3u8', 0));
  expect(later.sequence).toBe(5);
  expect(later.segments.map((s) => s.uri).slice(0, 2)).toEqual(first.segments.map((s) => s.uri).slice(1));
});

test('media sequence and discontinuity numbers stay right across loops', async () => {
  const seen: { sequence: number; discontinuities: number }[] = [];
  // Every 4 s through several loops of the 24 s sample, and one far into the event.
  for (let s = 12; s <= 12 + 4 * 20; s += 4) {
    clock = at(s);
    const p = checkTimeline(await playlist('live-test', 'media_1.m3u8', 0), 1);
    seen.push({ sequence: p.sequence, discontinuities: p.discontinuities });
  }
  expect(seen.map((s) => s.sequence)).toEqual(seen.map((_, i) => i));
  // The window's first segment is 7 (index 1 of loop 1) when the loop start at 6 has left.
  expect(seen.find((s) => s.sequence === 6)?.discontinuities).toBe(0);
  expect(seen.find((s) => s.sequence === 7)?.discontinuities).toBe(1);
  expect(seen.find((s) => s.sequence === 13)?.discontinuities).toBe(2);
  clock = new Date(T0.getTime() + 2 * HOUR + 123_456);
  const far = checkTimeline(await playlist('live-test', 'media_2.m3u8', 0), 2);
  expect(far.sequence).toBe(Math.floor((2 * 3600 + 123.456) / SEGMENT) - 1 - 2);
});

test('the DVR window follows the realm and the asked length, clamped', async () => {
  clock = new Date(T0.getTime() + 2 * HOUR);
  const segmentsFor = async (dvr: number | undefined, id = 'live-test', realm = 'arena') =>
    checkTimeline(await playlist(id, 'media_0.m3u8', dvr, realm)).segments.length;
  expect(await segmentsFor(1740)).toBe(1740 / SEGMENT);
  // 10 s (listed or unknown browsers) still holds three target durations.
  expect(await segmentsFor(10)).toBe(3);
  expect(await segmentsFor(undefined)).toBe(3);
  expect(await segmentsFor(20_000)).toBe(1740 / SEGMENT);
  // Cinema has no DVR: the live minimum whatever is asked.
  expect(await segmentsFor(1740, 'live-test-nodvr', 'cinema')).toBe(3);

  // Near the start the window holds what there is: the 15 segments complete by 60 s.
  clock = at(60);
  const early = checkTimeline(await playlist('live-test', 'media_0.m3u8', 1740));
  expect(early.sequence).toBe(0);
  expect(early.segments).toHaveLength(15);
});

test('two viewers, even on two servers, see the same live edge', async () => {
  clock = new Date(T0.getTime() + HOUR + 17_250);
  const other = await buildApp({ ...h.config, demoSchedule: false }, { db: h.db, seed: false, now: () => clock });
  try {
    const one = await playlist('live-test', 'media_0.m3u8', 1740);
    const two = await playlist('live-test', 'media_0.m3u8', 1740, 'arena', other);
    expect(two).toBe(one);
    const p = checkTimeline(one);
    expect(p.sequence + p.segments.length).toBe(Math.floor((3600 + 17.25) / SEGMENT));
  } finally {
    await other.close();
  }
});

test('an ended event answers the whole event, ended', async () => {
  clock = at(3600);
  const p = checkTimeline(await playlist('live-short', 'media_0.m3u8', 10));
  expect(p.ended).toBe(true);
  expect(p.tags.get('EXT-X-PLAYLIST-TYPE')).toBe('VOD');
  expect(p.sequence).toBe(0);
  // 90 s: 22 whole segments and the one that starts at 88 s.
  expect(p.segments).toHaveLength(23);
  // While it was on, the same item was a live window.
  clock = at(80);
  expect(checkTimeline(await playlist('live-short', 'media_0.m3u8', 10)).ended).toBe(false);
});

test('the multivariant playlist carries the window to its media playlists', async () => {
  clock = at(100);
  const master = await playlist('live-test', 'master.m3u8', 1740);
  expect(master.startsWith('#EXTM3U\n')).toBe(true);
  expect(master).toContain('URI="media_2.m3u8?dvr=1740"');
  expect(master.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual(['media_0.m3u8?dvr=1740', 'media_1.m3u8?dvr=1740']);
  // No DVR in cinema: the window it names is 0.
  expect(await playlist('live-test-nodvr', 'master.m3u8', 1740, 'cinema')).toContain('media_0.m3u8?dvr=0');
});

test('playlists are kept half a segment and the segments they list are the media files', async () => {
  clock = at(100);
  const res = await app.inject({ url: url('live-test', 'media_0.m3u8', 10) });
  expect(res.headers['cache-control']).toBe(`public, max-age=${SEGMENT / 2}`);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  const p = parse(res.body);
  const base = new URL(url('live-test', 'media_0.m3u8', 10), 'http://localhost');
  for (const uri of [p.map, p.segments[0]?.uri]) {
    if (!uri) throw new Error('no init segment or no media segment');
    const file = new URL(uri, base);
    expect(file.pathname.startsWith('/api/media/sample/')).toBe(true);
    const segment = await app.inject({ url: file.pathname });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
  }
});

test('refusals are in the error shape', async () => {
  const expectError = async (path: string, status: number) => {
    const res = await app.inject({ url: path });
    expect(res.statusCode, path).toBe(status);
    const body = apiError.parse(res.json());
    expect(body.status).toBe(status);
  };
  clock = at(-60);
  // Not started yet.
  await expectError(url('live-test', 'media_0.m3u8'), 404);
  clock = at(100);
  await expectError(url('no-such-event', 'media_0.m3u8'), 404);
  await expectError(url('live-test', 'media_7.m3u8'), 404);
  await expectError(url('live-test', 'media_0.m3u8', undefined, 'nowhere'), 404);
  // Not a live event: an on-demand item has no live playlist.
  await expectError(url('arena-vod-3', 'media_0.m3u8'), 404);
  await expectError(url('live-test', 'index.html'), 400);
  await expectError(`${url('live-test', 'media_0.m3u8')}?dvr=-5`, 400);
  await expectError(`${url('live-test', 'media_0.m3u8')}?dvr=ten`, 400);
  await expectError(`${url('live-test', 'media_0.m3u8')}?window=10`, 400);
});
