import { describe, expect, test } from 'vitest';
import { chooseStream } from './stream-choice.ts';

const streams = { hls: '/api/media/sample/master.m3u8', dash: '/api/media/sample/manifest.mpd' };

describe('the stream the player loads', () => {
  test('on demand with Media Source Extensions: DASH', () => {
    expect(chooseStream(streams, false, true)).toEqual({ url: streams.dash, format: 'dash' });
  });
  test('on demand without them (iOS Safari): HLS, played natively', () => {
    expect(chooseStream(streams, false, false)).toEqual({ url: streams.hls, format: 'hls' });
  });
  test('live, or no DASH offered: HLS', () => {
    expect(chooseStream(streams, true, true).format).toBe('hls');
    expect(chooseStream({ ...streams, dash: null }, false, true).format).toBe('hls');
  });
});
