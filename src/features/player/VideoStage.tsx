// The 16:9 stage: the item's artwork as a poster (server-rendered, sized, so nothing shifts), and
// once the page is live in the browser the video element over it, driven by usePlayback. Live
// streams get a "go live" button that returns to the edge after seeking back in the DVR window.
// A page the viewer opened cold (a link from elsewhere, a reload) waits for a tap on its play
// button: the browser would refuse sound anyway, and the engine (260 KB gzipped) is not
// evaluated while the page is still becoming usable (decision 0036). Reached from within the
// app, the video starts at once.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentCard } from '../../contracts/content.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { PlaybackMessageDialog } from './PlaybackMessageDialog.tsx';
import { STAGE_FALLBACK_WIDTH, STAGE_SIZES } from './player-preload.ts';
import { warmEngine } from './engine.ts';
import { usePlayback } from './use-playback.ts';

/** Further than this behind the live edge (seconds), the viewer is watching the past: a few
 * segments (4 s each), so a stall while buffering at the edge does not count. */
const BEHIND_LIVE_SECONDS = 15;

export type VideoStageProps = {
  item: ContentCard;
  live: boolean;
  /** False: the poster only (server render, before hydration, or nothing to play). */
  active: boolean;
  muted?: boolean;
  /** Start without waiting for the play button: the viewer already asked (an in-app link, "watch together"). */
  startAtOnce: boolean;
  /** The LCP image of the page (one stage per page). */
  priority?: boolean;
  sizes?: string;
};

export function VideoStage({ item, live, active, muted, startAtOnce, priority = false, sizes = STAGE_SIZES }: VideoStageProps) {
  return (
    <Box
      data-testid="video-stage"
      sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black', overflow: 'hidden' }}
    >
      <ArtworkImage
        src={item.coverUrl}
        alt=""
        width={1280}
        height={720}
        sizes={sizes}
        fallbackWidth={STAGE_FALLBACK_WIDTH}
        priority={priority}
        fill
      />
      {active ? <ActiveVideo item={item} live={live} muted={muted ?? false} startAtOnce={startAtOnce} /> : null}
    </Box>
  );
}

function ActiveVideo({ item, live, muted, startAtOnce }: { item: ContentCard; live: boolean; muted: boolean; startAtOnce: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // Read once, when the stage becomes the browser's.
  const [requested, setRequested] = useState(startAtOnce);
  const { state, engine, retry } = usePlayback(video, { contentId: item.id, live, duration: item.duration, muted, requested });
  const [dismissed, setDismissed] = useState(false);
  const behind = useBehindLive(video, live && state.status === 'playing', () => engine.current?.seekRange().end ?? 0);
  useEffect(() => setDismissed(false), [state]);
  // The play button is gone once pressed: the keyboard's focus moves to the video's controls.
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current && state.status === 'playing') video.current?.focus();
  }, [state.status]);
  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);

  return (
    <>
      <Box
        component="video"
        ref={video}
        controls
        playsInline
        aria-label={t('playerRegion')}
        data-testid="player-video"
        data-state={state.status}
        data-resumed-at={state.status === 'playing' ? state.resumedAt : undefined}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          bgcolor: 'transparent',
          // Hidden until it has something to show, so the poster stays in view meanwhile.
          visibility: state.status === 'playing' ? 'visible' : 'hidden',
        }}
      />
      {requested ? null : (
        <IconButton
          data-testid="player-play"
          aria-label={t('playerPlay', { title: item.title })}
          onClick={() => {
            pressed.current = true;
            setRequested(true);
          }}
          onPointerEnter={warmEngine}
          onFocus={warmEngine}
          onTouchStart={warmEngine}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 72,
            height: 72,
            bgcolor: 'rgba(0, 0, 0, 0.6)',
            color: 'common.white',
            border: '2px solid currentColor',
            '&:hover, &:focus-visible': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
          }}
        >
          <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 36, height: 36, fill: 'currentColor', ml: '4px' }}>
            <path d="M8 5v14l11-7z" />
          </Box>
        </IconButton>
      )}
      {state.status === 'starting' ? (
        <Typography role="status" sx={{ position: 'absolute', left: 16, bottom: 16, color: 'common.white', textShadow: '0 1px 2px #000' }}>
          {t('playerStarting')}
        </Typography>
      ) : null}
      {live && state.status === 'playing' ? (
        <Button
          variant="contained"
          color="secondary"
          size="small"
          data-testid="go-live"
          data-behind={behind ? 'true' : 'false'}
          disabled={!behind}
          onClick={() => engine.current?.goToLive()}
          sx={{ position: 'absolute', top: 12, right: 12 }}
        >
          {behind ? t('playerGoLive') : t('live')}
        </Button>
      ) : null}
      <PlaybackMessageDialog
        message={state.status === 'message' && !dismissed ? state.message : null}
        onClose={() => setDismissed(true)}
        onRetry={retry}
        licenceIds={state.status === 'message' ? state.licenceIds : []}
      />
    </>
  );
}

/** Whether the playhead is behind the live edge, re-read as it moves. */
function useBehindLive(video: RefObject<HTMLVideoElement | null>, watching: boolean, edge: () => number): boolean {
  const [behind, setBehind] = useState(false);
  const edgeRef = useRef(edge);
  edgeRef.current = edge;
  useEffect(() => {
    const element = video.current;
    if (!watching || !element) return;
    const check = () => setBehind(edgeRef.current() - element.currentTime > BEHIND_LIVE_SECONDS);
    element.addEventListener('timeupdate', check);
    element.addEventListener('seeked', check);
    return () => {
      element.removeEventListener('timeupdate', check);
      element.removeEventListener('seeked', check);
    };
  }, [video, watching]);
  return behind;
}
