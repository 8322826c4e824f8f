// The viewer's promo notification (spec §3, §7): fetched once there is a viewer who has
// answered the cookie question (a guest's check-in or a sign-in: the call is the viewer's own, so it waits for a session rather than
// failing without one), in realms with `hasPromoNotification`, again when the viewer or the
// language changes, never while offline. Dismissing hides it at once and records it on the server; a failed fetch
// or dismissal shows nothing and says nothing (the promo is a nudge, not content).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PromoNotification } from '../../contracts/browse.ts';
import { http, useHydrated, useOnline, useRealm, useSession, useViewer } from '../../lib/core/index.ts';
import { dismissPromo, loadPromo } from './api.ts';

type Fetched = { sub: string; promo: PromoNotification | null };

export function usePromo() {
  const hydrated = useHydrated();
  const { realm, locale } = useRealm();
  const { role } = useViewer();
  const session = useSession();
  const sub = session.claims?.sub ?? null;
  // Offline the call could only fail (and the worker never caches it: it is the viewer's own).
  const online = useOnline();
  const [fetched, setFetched] = useState<Fetched | null>(null);
  // Ids dismissed in this page: an answer fetched before the dismissal landed must not bring it back.
  const dismissed = useRef(new Set<string>());
  // Only once it could be shown (the plan waits for the cookie question to be answered): the
  // call's answer is checked against the contracts, whose first use loads zod and every schema,
  // a long task a first visit's page should not pay for a promo it will not show yet.
  const wanted = hydrated && realm.hasPromoNotification && session.cookiePolicyAgreed && role !== 'UNAUTHENTICATED' && sub !== null;
  const fetchNow = wanted && online;

  useEffect(() => {
    if (!fetchNow || !sub) return;
    const controller = new AbortController();
    loadPromo(http, controller.signal).then(
      (promo) => setFetched({ sub, promo: promo && !dismissed.current.has(promo.id) ? promo : null }),
      () => undefined,
    );
    return () => controller.abort();
  }, [fetchNow, sub, locale]);

  const promo = wanted && fetched && fetched.sub === sub ? fetched.promo : null;

  /** Hides the promo and records the dismissal; resolves when the server has it (or failed). */
  const dismiss = useCallback(async (): Promise<void> => {
    if (!promo) return;
    dismissed.current.add(promo.id);
    setFetched((f) => (f && f.promo?.id === promo.id ? { ...f, promo: null } : f));
    await dismissPromo(http, promo.id).catch(() => undefined);
  }, [promo]);

  return { promo, dismiss };
}
