// Every overlay of spec §2 the shell shows outside the screens, in one place so "which shows
// when" is one pure rule (plan.ts): the banners stacked in a dock fixed to the bottom of the
// viewport (no layout shift, below the skip link), and at most one modal.
import Box from '@mui/material/Box';
import { Suspense, lazy, memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useHydrated, useRealm, useSession, useViewer } from '../../lib/core/index.ts';
import { setDockHeight } from '../../lib/dock-room.ts';
import { nextIdle } from '../../lib/main-thread.ts';
import { fadeInChildren } from '../../ui/motion.ts';
import { realmAppFor } from './app-banner.ts';
import { detectBrowser } from './browser.ts';
import { planOverlays } from './plan.ts';
import { useConsentCheck, useMissingDetailsCheck } from './use-account-checks.ts';
import { usePromo } from './use-promo.ts';

// Everything drawn is loaded when first needed, out of the first chunk: the banners appear only
// after hydration anyway, and the modals carry forms and schemas.
const CookieBanner = lazy(() => import('./CookieBanner.tsx').then((m) => ({ default: m.CookieBanner })));
const SmartBanner = lazy(() => import('./SmartBanner.tsx').then((m) => ({ default: m.SmartBanner })));
const BrowserUpgrade = lazy(() => import('./BrowserUpgrade.tsx').then((m) => ({ default: m.BrowserUpgrade })));
const ImpersonationNotice = lazy(() => import('./ImpersonationNotice.tsx').then((m) => ({ default: m.ImpersonationNotice })));
const ConsentModal = lazy(() => import('./ConsentModal.tsx').then((m) => ({ default: m.ConsentModal })));
const PromoNotice = lazy(() => import('./PromoNotice.tsx').then((m) => ({ default: m.PromoNotice })));
const MissingDetailsModal = lazy(() => import('./MissingDetailsModal.tsx').then((m) => ({ default: m.MissingDetailsModal })));

const BANNER_FADE_MS = 240;

// The dock is fixed over the bottom of the page: without room for it, the page's last controls
// (a grid's next page, a rail's "show more") could not be scrolled out from under a banner.
function useDockHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setDockHeight(Math.ceil(el.offsetHeight)));
    observer.observe(el);
    return () => {
      observer.disconnect();
      setDockHeight(0);
    };
  }, []);
  return ref;
}

/**
 * True from the first idle moment after the page switched its browser-only details on. The
 * banners and modals mount then, in a transition of their own: mounted with that switch, their
 * styles (inserted as they mount) and elements made it one commit long enough to block a slow
 * phone for over 100 ms.
 */
function useSettled(hydrated: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!hydrated || settled) return;
    let cancelled = false;
    void nextIdle(1_000).then(() => {
      if (!cancelled) startTransition(() => setSettled(true));
    });
    return () => {
      cancelled = true;
    };
  }, [hydrated, settled]);
  return hydrated && settled;
}

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

// Memoised: it has no props; the shell's re-renders (navigation progress) are not its own.
export const Overlays = memo(function Overlays() {
  const hydrated = useSettled(useHydrated());
  const { realm } = useRealm();
  const { role, childProfile } = useViewer();
  const session = useSession();
  const consent = useConsentCheck();
  const details = useMissingDetailsCheck();
  const promo = usePromo();
  const dock = useDockHeight();
  // Each banner fades in as it arrives (ui/motion.ts: no CSS animation, whose events React dispatches).
  useEffect(() => (dock.current ? fadeInChildren(dock.current, BANNER_FADE_MS) : undefined), [dock]);
  const [browserPromptDismissed, setBrowserPromptDismissed] = useState(false);
  const realmApp = useMemo(() => realmAppFor(realm, userAgent()), [realm]);
  const browser = useMemo(() => detectBrowser(userAgent()), []);

  const plan = planOverlays({
    hydrated,
    role,
    childProfile,
    impersonating: Boolean(session.claims?.imp),
    cookiePolicyAgreed: session.cookiePolicyAgreed,
    shouldDisplaySmartBanner: session.shouldDisplaySmartBanner,
    realmApp,
    browser,
    browserPromptDismissed,
    impersonation: session.impersonation,
    consentMissing: consent.missing,
    missingFields: details.info.missingFields,
    promoAvailable: promo.promo !== null,
  });
  const impersonation = session.impersonation;
  const [cookieBannerShown, setCookieBannerShown] = useState(false);
  if (plan.cookieBanner && !cookieBannerShown) setCookieBannerShown(true);

  return (
    <>
      <Box
        ref={dock}
        data-testid="overlay-dock"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          // Above the page and the app bar, below dialogs, toasts and the skip link.
          zIndex: (theme) => theme.zIndex.appBar + 1,
          pointerEvents: 'none',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Suspense fallback={null}>
          {plan.promo && promo.promo ? <PromoNotice key={promo.promo.id} promo={promo.promo} onDismiss={promo.dismiss} /> : null}
          {plan.impersonation && (impersonation.status === 'loaded' || impersonation.status === 'failed') ? (
            <ImpersonationNotice state={impersonation} />
          ) : null}
          {plan.browserUpgrade && !browser.supported ? (
            <BrowserUpgrade browser={browser.browser} onDismiss={() => setBrowserPromptDismissed(true)} />
          ) : null}
          {plan.smartBanner && realmApp ? <SmartBanner app={realmApp} /> : null}
          {/* Mounted once shown, then kept so that accepting plays the exit transition. */}
          {plan.cookieBanner || cookieBannerShown ? <CookieBanner open={plan.cookieBanner} /> : null}
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        {plan.modal === 'consent' ? <ConsentModal prompts={consent.missing} onSaved={consent.done} /> : null}
        {plan.modal === 'missingDetails' ? (
          <MissingDetailsModal info={details.info} onSaved={details.saved} onLater={details.later} />
        ) : null}
      </Suspense>
    </>
  );
});
