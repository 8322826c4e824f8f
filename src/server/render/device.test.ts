// @vitest-environment node
import { expect, test } from 'vitest';
import { guessDesktop, guessedWidth } from './device.ts';

test('client hints decide the layout first, then the user agent, else desktop', () => {
  expect(guessDesktop({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'X11; Linux' })).toBe(false);
  expect(guessDesktop({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'iPhone Mobile' })).toBe(true);
  expect(guessDesktop({ 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' })).toBe(false);
  expect(guessDesktop({ 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0)' })).toBe(false);
  expect(guessDesktop({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' })).toBe(true);
  expect(guessDesktop({})).toBe(true);
  expect(guessedWidth(false)).toBeLessThan(1025);
  expect(guessedWidth(true)).toBeGreaterThanOrEqual(1025);
});
