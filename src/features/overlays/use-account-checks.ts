// The checks that follow a sign-in (spec §4): consent (saved answers against the realm's
// prompts) once per signed-in customer, and missing profile details when the session reports
// missing information or a flow asks for the check (TV login). Results belong to the user they
// were fetched for, so a sign-out or a switch of account never shows another user's modal.
// A check that fails (offline, a server error) shows nothing: it runs again at the next sign-in.
// A kids profile is not asked (the account holder answers; the server refuses it these calls).
import { useCallback, useEffect, useState } from 'react';
import type { ConsentPrompt, MissingInformation } from '../../contracts/session.ts';
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
const NOTHING_MISSING: MissingInfo = { missingFields: [], patterns: { birthDate: null, taxNumber: null } };

export function useMissingDetailsCheck() {
  const { role, childProfile } = useViewer();
  const session = useSession();
  const sub = session.claims?.sub ?? null;
  const reported = session.missingInformationStatus === 'MISSING';
  const requests = useMissingInformationCheckRequests();
  const [info, setInfo] = useForUser<MissingInfo>(sub, NOTHING_MISSING);
  useEffect(() => {
    if (role !== 'CUSTOMER' || childProfile || !sub || (!reported && requests === 0)) return;
    const controller = new AbortController();
    loadMissingInformation(http, controller.signal).then(
      (answer) => setInfo({ sub, value: answer }),
      () => undefined,
    );
    return () => controller.abort();
  }, [role, childProfile, sub, reported, requests, setInfo]);
  /** Saved: nothing is missing any more, for this session too. */
  const saved = useCallback(() => {
    if (sub) setInfo({ sub, value: NOTHING_MISSING });
    updateSession((s) => ({ ...s, missingInformationStatus: 'NONE' }));
  }, [sub, setInfo]);
  /** Put off until the next sign-in (or the next request for the check). */
  const later = useCallback(() => sub && setInfo({ sub, value: NOTHING_MISSING }), [sub, setInfo]);
  return { info, saved, later };
}
