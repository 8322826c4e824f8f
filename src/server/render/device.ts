// Which layout a server render assumes. Client hints first (Sec-CH-UA-Mobile, sent by
// Chromium browsers), then the user agent; desktop when nothing says otherwise. The browser
// corrects a wrong guess right after hydration.
import { GUESSED_WIDTH } from '../../contracts/viewport.ts';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

export function guessDesktop(headers: Record<string, string | string[] | undefined>): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return false;
  if (hint === '?0') return true;
  const agent = headers['user-agent'];
  return !(typeof agent === 'string' && MOBILE_AGENT.test(agent));
}

export function guessedWidth(desktop: boolean): number {
  return desktop ? GUESSED_WIDTH.desktop : GUESSED_WIDTH.mobile;
}
