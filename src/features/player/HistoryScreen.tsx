// History (/history): the viewer's watched items, newest first, each with how much was
// watched; "show more" appends the next page. The list is the viewer's own, so it is fetched in
// the browser once the page is live (a server render does not know the viewer and shows the
// loading state, or for a new visitor the empty state); a failure offers a retry, offline says so.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgressEntry, ProgressList } from '../../contracts/progress.ts';
import { hrefFor, http, useHydrated, useLocale, useOnline, useScreenData, useSession } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { loadHistory } from './api.ts';
import type { historyScreen } from './routes.ts';
import { watchedPercent } from './resume.ts';

type HistoryState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: ProgressList; more: boolean };

const NOTHING_WATCHED: ProgressList = { items: [], page: 1, totalPages: 1, totalItems: 0 };

export function HistoryScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const online = useOnline();
  const { newVisitor } = useScreenData<typeof historyScreen>();
  const [state, setState] = useState<HistoryState>(() =>
    newVisitor ? { status: 'ready', list: NOTHING_WATCHED, more: false } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  usePageTitle(t('historyTitle'));

  // The history is the viewer's own: asked for once there is one (a visitor's guest check-in
  // runs after hydration; asked before it, the call is refused in the app and reads as an error).
  const viewer = useSession().claims?.sub ?? null;
  useEffect(() => {
    if (!hydrated || viewer === null) return;
    const abort = new AbortController();
    // The empty state a new visitor was served stays until the answer replaces it.
    setState((shown) => (shown.status === 'ready' && shown.list.totalItems === 0 ? shown : { status: 'loading' }));
    loadHistory(http, locale, 1, abort.signal).then(
      (list) => setState({ status: 'ready', list, more: false }),
      () => !abort.signal.aborted && setState({ status: 'error' }),
    );
    return () => abort.abort();
  }, [hydrated, viewer, locale, attempt]);

  const showMore = useCallback(async () => {
    if (state.status !== 'ready') return;
    setState({ ...state, more: true });
    try {
      const next = await loadHistory(http, locale, state.list.page + 1);
      setState({ status: 'ready', list: { ...next, items: [...state.list.items, ...next.items] }, more: false });
    } catch {
      setState({ ...state, more: false });
    }
  }, [state, locale]);

  return (
    <Box
      component="section"
      data-testid="history"
      aria-busy={state.status === 'loading'}
      sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: 2, py: 3 }}
    >
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('historyTitle')}
      </Typography>
      {state.status === 'loading' ? <LinearProgress aria-label={t('loading')} /> : null}
      {state.status === 'error' ? (
        <StatusScreen
          level={2}
          title={online ? t('errorOccurredPleaseTryAgain') : t('offlineNotSaved')}
          testId="history-error"
          actions={
            <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {state.status === 'ready' && state.list.items.length === 0 ? (
        <StatusScreen level={2} title={t('historyEmpty')} testId="history-empty" />
      ) : null}
      {state.status === 'ready' && state.list.items.length > 0 ? (
        <>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
          >
            {state.list.items.map((entry, index) => (
              <HistoryItem key={entry.contentId} entry={entry} href={hrefFor(locale, 'video', { id: entry.contentId })} eager={index < 2} />
            ))}
          </Box>
          {state.list.page < state.list.totalPages ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={showMore} disabled={state.more} data-testid="history-more">
                {t('historyLoadMore')}
              </Button>
            </Box>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

function HistoryItem({ entry, href, eager }: { entry: ProgressEntry; href: string; eager: boolean }) {
  const { t } = useTranslation();
  const percent = watchedPercent(entry);
  return (
    <Box component="li" data-testid="history-item" data-content-id={entry.contentId}>
      <Box
        component={Link}
        to={href}
        sx={{ display: 'block', color: 'inherit', textDecoration: 'none', '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
      >
        <ArtworkImage
          src={entry.item.thumbnailUrl}
          alt=""
          width={480}
          height={270}
          sizes="(min-width: 600px) 320px, 100vw"
          priority={eager}
        />
        <LinearProgress variant="determinate" value={percent} aria-label={t('historyWatched', { percent })} sx={{ height: 4 }} />
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{entry.item.title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('historyWatched', { percent })}
        </Typography>
      </Box>
    </Box>
  );
}
