// A session for the http client of a test whose viewer holds fixed tokens: no clock offset, no
// refresh, nothing recorded. Only tests import this module.
import type { HttpSession } from '../http.ts';

type Tokens = ReturnType<HttpSession['tokens']>;

export function fixedSession(tokens: Tokens): HttpSession {
  return {
    tokens: () => tokens,
    clockOffsetMs: () => 0,
    setClockOffsetMs: () => undefined,
    replaceToken: () => undefined,
    refreshed: () => undefined,
    refreshFailed: () => undefined,
    blocked: () => undefined,
    challengeSolver: () => null,
  };
}
