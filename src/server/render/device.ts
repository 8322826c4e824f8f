// Which layout a server render assumes. The viewport's width when the browser sends it (the
// Sec-CH-Viewport-Width client hint, Chromium), then the other client hints (Sec-CH-UA-Mobile),
// then the user agent; desktop when nothing says otherwise. The browser corrects a wrong guess
// right after hydration, but that correction is a layout shift and a long task, so a browser
// that may have been guessed wrong is asked for its width (layoutHintHeaders).
import { GUESSED_WIDTH, isMobileWidth } from '../../contracts/viewport.ts';

type Headers = Record<string, string | string[] | undefined>;

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** The client hint with the layout viewport's width in CSS pixels. */
export const VIEWPORT_WIDTH_HINT = 'Sec-CH-Viewport-Width';

/** The width the browser reported (Sec-CH-Viewport-Width), or null when it did not or made no sense. */
export function hintedWidth(headers: Headers): number | null {
  const value = headers[VIEWPORT_WIDTH_HINT.toLowerCase()];
  if (typeof value !== 'string' || !/^\s*\d{1,5}\s*$/.test(value)) return null;
  const width = Number(value);
  return width > 0 ? width : null;
}

export function guessDesktop(headers: Headers): boolean {
  const width = hintedWidth(headers);
  if (width !== null) return !isMobileWidth(width);
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return false;
  if (hint === '?0') return true;
  const agent = headers['user-agent'];
  return !(typeof agent === 'string' && MOBILE_AGENT.test(agent));
}

export function guessedWidth(desktop: boolean): number {
  return desktop ? GUESSED_WIDTH.desktop : GUESSED_WIDTH.mobile;
}

/**
 * Response headers of a rendered page about its layout. Accept-CH asks for the viewport's width
 * on every later request. A desktop guess made without the width may be a narrow window or a
 * tablet in portrait: Critical-CH then has Chromium send the same request again at once, with
 * the width, before it shows anything (one more round trip, on the first visit only). A phone's
 * user agent or hint is trusted: no second request, on the first visit of the pages that must
 * be fastest. `desktop` is the guess the render made (guessDesktop).
 */
export function layoutHintHeaders(headers: Headers, desktop: boolean): Record<string, string> {
  const ask = { 'accept-ch': VIEWPORT_WIDTH_HINT };
  return desktop && hintedWidth(headers) === null ? { ...ask, 'critical-ch': VIEWPORT_WIDTH_HINT } : ask;
}
