// The player page for on-demand items (/video/:id) and live events (/live/:id): the stage with
// its poster, the title and description. A server render and the hydration show the poster;
// the video starts once the page is the browser's (usePlayback takes the lease there only),
// and online (offline the page says the stream needs a connection): at once when a link in the
// app led here, on the play button's tap when the page was opened cold. A live event that has
// not started says when it starts, and starts then (event-start.ts).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHydrated, useNeedsNetwork, useRealm, useRenderTimeZone, useScreenData } from '../../lib/core/index.ts';
import { formatStartTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { LiveBadge } from '../../ui/LiveBadge.tsx';
import type { liveScreen } from './routes.ts';
import { useStartsLater } from './event-start.ts';
import { VideoStage } from './VideoStage.tsx';
import { AddToWatchlist } from '../../ui/AddToWatchlist.tsx';
import { FavouriteToggle } from '../../ui/FavouriteToggle.tsx';

export function PlayerScreen({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const { item, playable } = useScreenData<typeof liveScreen>();
  const hydrated = useHydrated();
  // The document's first screen (opened from elsewhere, reloaded, or back to it) is a POP; a
  // link followed in the app is a PUSH, the viewer's own tap on what to watch.
  const fromApp = useNavigationType() !== 'POP';
  const offline = useNeedsNetwork();
  const { locale } = useRealm();
  const timeZone = useRenderTimeZone();
  const startsLater = useStartsLater(live, item.startDate);
  usePageTitle(item.title);
  // Starting a stream needs the network (the lease, the manifest; segments are never cached):
  // offline the page says so instead of a spinner. Once begun, a drop is the engine's to ride
  // out on its buffer, so the video is not torn down when the connection flickers.
  const startable = hydrated && playable && !offline && !startsLater;
  const [begunFor, setBegunFor] = useState<string | null>(null);
  if (startable && begunFor !== item.id) setBegunFor(item.id);
  const begun = begunFor === item.id;
  return (
    <Box component="article" data-testid="player-page" data-live={live} sx={{ width: '100%', maxWidth: 1280, mx: 'auto', pb: 3 }}>
      <VideoStage item={item} live={live} active={startable || (begun && playable)} startAtOnce={fromApp} priority />
      <Box sx={{ px: 2, pt: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {live && item.live ? <LiveBadge label={t('live')} /> : null}
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: 1 }}>
            {item.title}
          </Typography>
          {/* Customers only, drawn after hydration beside the title: nothing below moves. */}
          <FavouriteToggle id={item.id} title={item.title} />
          <AddToWatchlist id={item.id} />
        </Stack>
        {playable ? null : <Typography role="status">{t('playerNothingToPlay')}</Typography>}
        {playable && startsLater && item.startDate ? (
          <Typography role="status" data-testid="player-upcoming">
            <time dateTime={item.startDate}>{t('playerEventStarts', { time: formatStartTime(item.startDate, locale, timeZone) })}</time>
          </Typography>
        ) : null}
        {playable && offline && !begun && !startsLater ? (
          <Typography role="status" data-testid="player-offline">
            {t(live ? 'playerOfflineLive' : 'playerOfflineVideo')}
          </Typography>
        ) : null}
        {item.description ? <Typography sx={{ color: 'text.secondary', maxWidth: '70ch' }}>{item.description}</Typography> : null}
      </Box>
    </Box>
  );
}

export function VideoPlayerScreen() {
  return <PlayerScreen live={false} />;
}

export function LivePlayerScreen() {
  return <PlayerScreen live />;
}
