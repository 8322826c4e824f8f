// The checks that follow a sign-in (spec §4): consent (saved answers against the realm's
// prompts) once per signed-in customer, and missing profile details when the session reports
// missing information or a flow asks for the check (TV login). The session keeps the status
// with its tokens (restored on reload), and the check's answer corrects it: details completed
// elsewhere read NONE from then on. Results belong to the user they
// were fetched for, so a sign-out or a switch of account never shows another user's modal.
// A check that fails (offline, a server error) shows nothing: it runs again at the next sign-in.
// A kids profile is not asked (the account holder answers; the server refuses it these calls).
import { useCallback, useEffect, useState } from 'react';
import type { ConsentPrompt, MissingInformation } from '../../contracts/session.ts';
import type { MissingInformationStatus } from '../../lib/core/index.ts';
import { http, updateSession, useMissingInformationCheckRequests, useSession, useViewer } from '../../lib/core/index.ts';
import { loadConsentCheck, loadMissingInformation } from './api.ts';

type ForUser<T> = { sub: string; value: T } | null;

function useForUser<T>(sub: string | null, empty: T) {
  const [state, setState] = useState<ForUser<T>>(null);
  const value = state && state.sub === sub ? state.value : empty;
  return [value, setState] as const;
}

const NO_PROMPTS: readonly ConsentPrompt[] = [];

export function useConsentCheck() {
  const { role, childProfile } = useViewer();
  const sub = useSession().claims?.sub ?? null;
  const [missing, setMissing] = useForUser<readonly ConsentPrompt[]>(sub, NO_PROMPTS);
  useEffect(() => {
    if (role !== 'CUSTOMER' || childProfile || !sub) return;
    const controller = new AbortController();
    loadConsentCheck(http, controller.signal).then(
      (prompts) => setMissing({ sub, value: prompts }),
      () => undefined,
    );
    return () => controller.abort();
  }, [role, childProfile, sub, setMissing]);
  const done = useCallback(() => sub && setMissing({ sub, value: NO_PROMPTS }), [sub, setMissing]);
  return { missing, done };
}

type MissingInfo = Pick<MissingInformation, 'missingFields' | 'patterns'>;

/** The session's status, when the session is still `sub`'s (an answer may land after a switch). */
function setStatusFor(sub: string, status: MissingInformationStatus): void {
  updateSession((s) => (s.claims?.sub === sub && s.missingInformationStatus !== status ? { ...s, missingInformationStatus: status } : s));
}
const NOTHING_MISSING: MissingInfo = { missingFields: [], patterns: { birthDate: null, taxNumber: null } };

export function useMissingDetailsCheck() {
  const { role, childProfile } = useViewer();
  const session = useSession();
  const sub = session.claims?.sub ?? null;
  const requests = useMissingInformationCheckRequests();
  // The status this check writes back must not start it again: what starts it is being wanted.
  const wanted = session.missingInformationStatus === 'MISSING' || requests > 0;
  const [info, setInfo] = useForUser<MissingInfo>(sub, NOTHING_MISSING);
  useEffect(() => {
    if (role !== 'CUSTOMER' || childProfile || !sub || !wanted) return;
    const controller = new AbortController();
    loadMissingInformation(http, controller.signal).then(
      (answer) => {
        setInfo({ sub, value: answer });
        setStatusFor(sub, answer.missingFields.length > 0 ? 'MISSING' : 'NONE');
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [role, childProfile, sub, wanted, requests, setInfo]);
  /** Saved: nothing is missing any more, for this session (and its stored copy) too. */
  const saved = useCallback(() => {
    if (!sub) return;
    setInfo({ sub, value: NOTHING_MISSING });
    setStatusFor(sub, 'NONE');
  }, [sub, setInfo]);
  /** Put off until the next sign-in (or the next request for the check). */
  const later = useCallback(() => sub && setInfo({ sub, value: NOTHING_MISSING }), [sub, setInfo]);
  return { info, saved, later };
}
