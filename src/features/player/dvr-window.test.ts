import { describe, expect, it } from 'vitest';
import { DVR_WINDOW_LONG, DVR_WINDOW_SHORT } from '../../contracts/playback.ts';
import { dvrWindowFor } from './dvr-window.ts';

const UA = {
  chromeDesktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('the DVR window of spec §9', () => {
  it('is the long window for Chromium browsers and Firefox', () => {
    for (const ua of [UA.chromeDesktop, UA.chromeAndroid, UA.edge, UA.headless, UA.firefox])
      expect(dvrWindowFor(ua), ua).toBe(DVR_WINDOW_LONG);
  });

  it('is the short window for the listed browsers: Safari, anything on iOS, in-app web views', () => {
    for (const ua of [UA.safariMac, UA.safariIphone, UA.chromeIpad, UA.androidWebView]) expect(dvrWindowFor(ua), ua).toBe(DVR_WINDOW_SHORT);
  });

  it('is the short window for unknown or missing user agents', () => {
    expect(dvrWindowFor(UA.curl)).toBe(DVR_WINDOW_SHORT);
    expect(dvrWindowFor('')).toBe(DVR_WINDOW_SHORT);
    expect(dvrWindowFor(undefined)).toBe(DVR_WINDOW_SHORT);
    expect(dvrWindowFor(null)).toBe(DVR_WINDOW_SHORT);
  });
});
