// The cookie banner (spec §2, §4 "Cookie banner shows until accepted", §9 transition 500 ms):
// fixed to the bottom of the viewport so it never moves the page, a labelled region reached by
// Tab after the page's own links, below the skip link in stacking order. Accepting sets the
// session's cookiePolicyAgreed, which a sign-out keeps; accepting without analytics also opts out
// of analytics (lib/analytics-consent.ts). It slides in and out by CSS animation:
// a transition component measured the banner and forced a layout while the page hydrated.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optOutOfAnalytics } from '../../lib/analytics-consent.ts';
import { updateSession } from '../../lib/core/index.ts';

export const COOKIE_BANNER_TRANSITION_MS = 500;

export function acceptCookiePolicy(): void {
  updateSession((s) => ({ ...s, cookiePolicyAgreed: true }));
}

export function CookieBanner({ open }: { open: boolean }) {
  const { t } = useTranslation();
  // Closed, it plays its way out and then leaves the page.
  const [gone, setGone] = useState(false);
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
      elevation={8}
      square
      sx={{
        pointerEvents: open ? 'auto' : 'none',
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '@keyframes cookie-banner-in': { from: { transform: 'translateY(100%)' }, to: { transform: 'none' } },
        '@keyframes cookie-banner-out': { from: { transform: 'none' }, to: { transform: 'translateY(100%)' } },
        // Doubled class: the dock's own fade for its banners is the same specificity.
        '&&': { animation: `${open ? 'cookie-banner-in' : 'cookie-banner-out'} ${COOKIE_BANNER_TRANSITION_MS}ms ease-out both` },
        '@media (prefers-reduced-motion: reduce)': { '&&': { animation: 'none' } },
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
