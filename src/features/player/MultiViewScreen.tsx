// Multi-view (/multi-view, where the realm allows it): the viewer picks two or more of the live
// events on air and watches them side by side, each its own stream and lease. Every tile but the
// focused one is muted; "listen" moves the sound.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import type { multiViewScreen } from './routes.ts';
import { VideoStage } from './VideoStage.tsx';

const MIN_STREAMS = 2;

export function MultiViewScreen() {
  const { t } = useTranslation();
  const { items } = useScreenData<typeof multiViewScreen>();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string[]>([]);
  const [watching, setWatching] = useState(false);
  const [focused, setFocused] = useState<string | null>(null);
  usePageTitle(t('multiViewTitle'));

  const toggle = (id: string) => setChosen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
  const picked = items.filter((item) => chosen.includes(item.id));
  const sound = focused ?? picked[0]?.id ?? null;

  return (
    <Box component="section" data-testid="multi-view" sx={{ width: '100%', maxWidth: 1600, mx: 'auto', px: 2, py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('multiViewTitle')}
      </Typography>
      {items.length === 0 ? <StatusScreen level={2} title={t('multiViewEmpty')} testId="multi-view-empty" /> : null}
      {items.length > 0 && !watching ? (
        <Box component="form" onSubmit={(event) => (event.preventDefault(), setWatching(true))}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ mb: 1 }}>
              {t('multiViewPick')}
            </Typography>
            <FormGroup>
              {items.map((item) => (
                <FormControlLabel
                  key={item.id}
                  // Enabled once hydrated: a tick on the server's HTML would be lost.
                  control={<Checkbox checked={chosen.includes(item.id)} onChange={() => toggle(item.id)} disabled={!hydrated} />}
                  label={item.title}
                  data-testid="multi-view-option"
                />
              ))}
            </FormGroup>
          </Box>
          <Button type="submit" variant="contained" disabled={picked.length < MIN_STREAMS} sx={{ mt: 2 }} data-testid="multi-view-watch">
            {t('multiViewWatch')}
          </Button>
        </Box>
      ) : null}
      {watching ? (
        <>
          <Button variant="outlined" onClick={() => setWatching(false)} sx={{ mb: 2 }}>
            {t('multiViewChange')}
          </Button>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
          >
            {picked.map((item) => (
              <Box component="li" key={item.id} data-testid="multi-view-tile">
                <VideoStage
                  item={item}
                  live
                  active={hydrated}
                  startAtOnce
                  muted={item.id !== sound}
                  sizes="(min-width: 900px) 50vw, 100vw"
                />
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {item.title}
                  </Typography>
                  <Button size="small" aria-pressed={item.id === sound} onClick={() => setFocused(item.id)}>
                    {item.id === sound ? t('multiViewListening') : t('multiViewFocus', { title: item.title })}
                  </Button>
                </Box>
              </Box>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
