// The cookie banner (spec §2, §4 "Cookie banner shows until accepted", §9 transition 500 ms):
// fixed to the bottom of the viewport so it never moves the page, a labelled region reached by
// Tab after the page's own links, below the skip link in stacking order. Accepting sets the
// session's cookiePolicyAgreed, which a sign-out keeps; accepting without analytics also opts out
// of analytics (lib/analytics-consent.ts). It slides in and out with element.animate()
// (ui/motion.ts): a transition component measured the banner and forced a layout while the page
// hydrated, and a CSS animation's events each ran React's event dispatch.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optOutOfAnalytics } from '../../lib/analytics-consent.ts';
import { updateSession } from '../../lib/core/index.ts';
import { OWN_ENTRANCE_ATTRIBUTE, play } from '../../ui/motion.ts';

export const COOKIE_BANNER_TRANSITION_MS = 500;

export function acceptCookiePolicy(): void {
  updateSession((s) => ({ ...s, cookiePolicyAgreed: true }));
}

export function CookieBanner({ open }: { open: boolean }) {
  const { t } = useTranslation();
  // Closed, it plays its way out and then leaves the page.
  const [gone, setGone] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const played = useRef<boolean | null>(null);
  // Before the frame that shows it: in from below, or out the same way. Once for each state: the
  // dock's Suspense hides the banner while another banner's chunk loads, which runs this effect
  // again on the way back, and the animation (it fills both ways) is left to finish.
  useLayoutEffect(() => {
    const el = banner.current;
    if (!el || played.current === open) return;
    played.current = open;
    const shown = [{ transform: 'translateY(100%)' }, { transform: 'none' }];
    play(el, open ? shown : shown.reverse(), COOKIE_BANNER_TRANSITION_MS);
  }, [open]);
  useEffect(() => {
    if (open) {
      setGone(false);
      return;
    }
    const timer = setTimeout(() => setGone(true), COOKIE_BANNER_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  const accept = (withAnalytics: boolean) => {
    // Without analytics: the opt-out stops every provider and clears the queue (spec §4).
    if (!withAnalytics) optOutOfAnalytics();
    acceptCookiePolicy();
    // The button is going away: keep the keyboard on the page rather than on <body>.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  if (gone) return null;
  return (
    <Paper
      component="section"
      role="region"
      aria-label={t('cookieBannerLabel')}
      data-testid="cookie-banner"
      ref={banner}
      {...{ [OWN_ENTRANCE_ATTRIBUTE]: '' }}
      elevation={8}
      square
      sx={{
        pointerEvents: open ? 'auto' : 'none',
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ flex: '1 1 280px' }}>{t('cookieBannerText')}</Typography>
        <Button variant="text" onClick={() => accept(false)}>
          {t('cookieBannerDeclineAnalytics')}
        </Button>
        <Button variant="contained" onClick={() => accept(true)}>
          {t('cookieBannerAccept')}
        </Button>
      </Box>
    </Paper>
  );
}
