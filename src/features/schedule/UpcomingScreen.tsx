// Upcoming events (spec §2, realms with guests and the guest schedule): live events still to
// start, soonest first, with their start in the viewer's time; "show more" appends the next page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPage } from '../../contracts/schedule.ts';
import { http, useLocale, useRenderTimeZone, useScreenData } from '../../lib/core/index.ts';
import { formatStartTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { loadUpcomingPage } from './api.ts';
import { EventRow } from './EventRow.tsx';
import type { upcomingScreen } from './routes.ts';

export function UpcomingScreen() {
  const { t } = useTranslation();
  const first = useScreenData<typeof upcomingScreen>();
  const locale = useLocale();
  const timeZone = useRenderTimeZone();
  const [pages, setPages] = useState<CardPage[]>([first]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  usePageTitle(t('upcomingTitle'));
  const last = pages[pages.length - 1] ?? first;
  const items = pages.flatMap((p) => p.items);

  async function more() {
    setLoading(true);
    setFailed(false);
    try {
      const next = await loadUpcomingPage(http, locale, last.page + 1);
      setPages((all) => [...all, next]);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Box component="section" data-testid="upcoming" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 960, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('upcomingTitle')}
      </Typography>
      {items.length === 0 ? (
        <StatusScreen level={2} title={t('upcomingEmpty')} testId="upcoming-empty" />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((event, i) => (
            <EventRow
              key={event.id}
              event={event}
              locale={locale}
              liveNow={false}
              deferImage={i >= 6}
              when={
                <time dateTime={event.startDate ?? undefined}>
                  {event.startDate ? formatStartTime(event.startDate, locale, timeZone) : ''}
                </time>
              }
            />
          ))}
        </Box>
      )}
      {last.page < last.totalPages ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}>
          {failed ? (
            <Typography role="alert" sx={{ color: 'error.main' }}>
              {t('errorOccurredPleaseTryAgain')}
            </Typography>
          ) : null}
          <Button variant="outlined" onClick={() => void more()} disabled={loading} data-testid="upcoming-more" sx={{ minHeight: 44 }}>
            {t('upcomingShowMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
