import { expect, test } from 'vitest';
import { guessDesktop, guessedWidth, hintedWidth, layoutHintHeaders } from './device.ts';

const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120';

test('client hints decide the layout first, then the user agent, else desktop', () => {
  expect(guessDesktop({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'X11; Linux' })).toBe(false);
  expect(guessDesktop({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'iPhone Mobile' })).toBe(true);
  expect(guessDesktop({ 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' })).toBe(false);
  expect(guessDesktop({ 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0)' })).toBe(false);
  expect(guessDesktop({ 'user-agent': DESKTOP_AGENT })).toBe(true);
  expect(guessDesktop({})).toBe(true);
  expect(guessedWidth(false)).toBeLessThan(1025);
  expect(guessedWidth(true)).toBeGreaterThanOrEqual(1025);
});

test("the viewport's width, when the browser sends it, wins over every other hint and the user agent", () => {
  // A narrowed desktop window, a tablet in portrait: the breakpoint is 1025 px.
  expect(guessDesktop({ 'sec-ch-viewport-width': '390', 'sec-ch-ua-mobile': '?0', 'user-agent': DESKTOP_AGENT })).toBe(false);
  expect(guessDesktop({ 'sec-ch-viewport-width': '1024', 'user-agent': DESKTOP_AGENT })).toBe(false);
  expect(guessDesktop({ 'sec-ch-viewport-width': '1025', 'sec-ch-ua-mobile': '?1' })).toBe(true);
  // Nonsense is no width: the other hints decide.
  for (const value of ['', 'wide', '-5', '0', '1e3', '123456', ['390', '1280']]) {
    expect(hintedWidth({ 'sec-ch-viewport-width': value })).toBeNull();
    expect(guessDesktop({ 'sec-ch-viewport-width': value, 'sec-ch-ua-mobile': '?1' })).toBe(false);
  }
});

test('a desktop guess without the width asks for it at once (Critical-CH); a phone or a known width only for later', () => {
  // As the page route calls it: with the guess the render made.
  const hintsFor = (headers: Record<string, string>) => layoutHintHeaders(headers, guessDesktop(headers));
  expect(hintsFor({ 'user-agent': DESKTOP_AGENT })).toEqual({
    'accept-ch': 'Sec-CH-Viewport-Width',
    'critical-ch': 'Sec-CH-Viewport-Width',
  });
  expect(hintsFor({ 'sec-ch-ua-mobile': '?1' })).toEqual({ 'accept-ch': 'Sec-CH-Viewport-Width' });
  expect(hintsFor({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' })).toEqual({
    'accept-ch': 'Sec-CH-Viewport-Width',
  });
  expect(hintsFor({ 'sec-ch-viewport-width': '1280', 'user-agent': DESKTOP_AGENT })).toEqual({
    'accept-ch': 'Sec-CH-Viewport-Width',
  });
});
