// The cookie banner (spec §2, §4 "Cookie banner shows until accepted", §9 transition 500 ms):
// fixed to the bottom of the viewport so it never moves the page, a labelled region reached by
// Tab after the page's own links, below the skip link in stacking order. Accepting sets the
// session's cookiePolicyAgreed, which a sign-out keeps.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { updateSession } from '../../lib/core/index.ts';

export const COOKIE_BANNER_TRANSITION_MS = 500;

export function acceptCookiePolicy(): void {
  updateSession((s) => ({ ...s, cookiePolicyAgreed: true }));
}

export function CookieBanner({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const accept = () => {
    acceptCookiePolicy();
    // The button is going away: keep the keyboard on the page rather than on <body>.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <Slide in={open} direction="up" appear timeout={COOKIE_BANNER_TRANSITION_MS} mountOnEnter unmountOnExit>
      <Paper
        component="section"
        role="region"
        aria-label={t('cookieBannerLabel')}
        data-testid="cookie-banner"
        elevation={8}
        square
        sx={{ pointerEvents: 'auto', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography sx={{ flex: '1 1 280px' }}>{t('cookieBannerText')}</Typography>
          <Button variant="contained" onClick={accept}>
            {t('cookieBannerAccept')}
          </Button>
        </Box>
      </Paper>
    </Slide>
  );
}
