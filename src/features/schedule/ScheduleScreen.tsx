// The schedule (spec §2, realms with live and the schedule section): the live events of a day
// in the viewer's time (UTC until hydrated, as the server rendered it), those on air marked
// live now by the server's clock, each linking to its live page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toLanguageTag } from '../../contracts/locale.ts';
import { serverNow, useLocale, useRenderTimeZone, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { DayNavigation } from './DayNavigation.tsx';
import { dayOf, eventsOfDay, isLiveNow, scheduleTimes } from './day.ts';
import { EventRow } from './EventRow.tsx';
import type { scheduleScreen } from './routes.ts';

/** Rows whose thumbnails are in the server's HTML; the rest arrive after hydration. */
const EAGER_ROWS = 6;

export function ScheduleScreen() {
  const { t } = useTranslation();
  const { day, answer } = useScreenData<typeof scheduleScreen>();
  const locale = useLocale();
  const timeZone = useRenderTimeZone();
  const now = serverNow();
  const today = dayOf(now, timeZone);
  // The day the loader fetched: on a first visit the server's (UTC) today when none was asked.
  const shownDay = day;
  const events = eventsOfDay(answer.events, shownDay, timeZone);
  const tag = toLanguageTag(locale);
  usePageTitle(t('scheduleTitle'));
  return (
    <Box component="section" data-testid="schedule" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 960, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('scheduleTitle')}
      </Typography>
      <DayNavigation route="schedule" day={shownDay} today={today} locale={locale} />
      {events.length === 0 ? (
        <StatusScreen level={2} title={t('scheduleEmpty')} testId="schedule-empty" />
      ) : (
        <Box component="ul" data-testid="schedule-events" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event, i) => (
            <EventRow
              key={event.id}
              event={event}
              locale={locale}
              liveNow={isLiveNow(event, now)}
              deferImage={i >= EAGER_ROWS}
              when={<time dateTime={event.startDate ?? undefined}>{t('eventTime', scheduleTimes(event, shownDay, timeZone, tag))}</time>}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
