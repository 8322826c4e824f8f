// The interstitial (spec §2): a full-width image before the item's page, with a skip button that
// counts down to when it may be used, and a move on by itself after the realm's time. The
// countdown runs only in the browser; a server render shows the button waiting.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { INTERSTITIAL_ART } from './artwork.ts';
import type { InterstitialPlan } from './interstitial-plan.ts';

export type InterstitialProps = { plan: InterstitialPlan; title: string; onContinue: () => void };

export function Interstitial({ plan, title, onContinue }: InterstitialProps) {
  const { t } = useTranslation();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setElapsed((s) => s + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (elapsed >= plan.seconds) onContinue();
  }, [elapsed, plan.seconds, onContinue]);
  const wait = Math.max(0, plan.skipSeconds - elapsed);
  return (
    <Box component="section" aria-labelledby="interstitial-title" data-testid="interstitial" sx={{ position: 'relative' }}>
      <ArtworkImage
        src={plan.image}
        alt=""
        width={INTERSTITIAL_ART.width}
        height={INTERSTITIAL_ART.height}
        sizes={INTERSTITIAL_ART.sizes}
        fallbackWidth={INTERSTITIAL_ART.fallbackWidth}
        priority
        sx={{ maxHeight: '72vh' }}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, md: 3 },
          py: 2,
        }}
      >
        <div>
          <Typography id="interstitial-title" variant="overline" component="h1" sx={{ display: 'block', lineHeight: 1.5 }}>
            {t('interstitialLabel')}
          </Typography>
          <Typography role="status">{t('interstitialContinuing', { title })}</Typography>
        </div>
        {/* The enabled colours apply at once: Material fades them in over 250 ms, and a button
            seen mid-fade (by a viewer or an audit) is grey on grey. */}
        <Button
          variant="contained"
          onClick={onContinue}
          disabled={wait > 0}
          data-testid="interstitial-skip"
          sx={{ minWidth: 120, transitionProperty: 'box-shadow' }}
        >
          {wait > 0 ? t('interstitialSkipIn', { count: wait }) : t('interstitialSkip')}
        </Button>
      </Box>
    </Box>
  );
}
