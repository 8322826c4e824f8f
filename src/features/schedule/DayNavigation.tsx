// Day navigation of the schedule and the EPG: previous and next day, and a strip of days
// around today. Plain links with the day in the address (`?day=`), so every day is a page a
// server can render and the browser's back button walks the days. On a phone the strip is
// wider than the screen: the current day is scrolled to its middle once the app runs.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguageTag } from '../../contracts/locale.ts';
import { routePath } from '../../lib/routes.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { addDays, dayLabel, dayStrip } from './day.ts';

export type DayNavigationProps = { route: 'schedule' | 'epg'; day: string; today: string; locale: string };

export function DayNavigation({ route, day, today, locale }: DayNavigationProps) {
  const { t } = useTranslation();
  const href = (d: string) => routePath(route, { query: { day: d }, locale });
  const tag = toLanguageTag(locale);
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!list || !current) return;
    // In the next frame, whose layout this reading joins; only the strip scrolls (scrollIntoView
    // could move the page as well). The strip is the button's offset parent.
    const frame = requestAnimationFrame(() => {
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [day]);
  return (
    <Box component="nav" aria-label={t('scheduleDays')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <Button
        component={Link}
        to={href(addDays(day, -1))}
        aria-label={t('previousDay')}
        data-testid="previous-day"
        sx={{ minWidth: 44, minHeight: 44 }}
      >
        <ChevronLeftIcon />
      </Button>
      <Box
        component="ul"
        ref={strip}
        data-testid="day-strip"
        sx={{
          position: 'relative',
          display: 'flex',
          gap: 0.5,
          overflowX: 'auto',
          listStyle: 'none',
          m: 0,
          p: 0,
          flex: 1,
          scrollbarWidth: 'thin',
        }}
      >
        {dayStrip(today).map((d) => (
          <li key={d}>
            <Button
              component={Link}
              to={href(d)}
              aria-current={d === day ? 'date' : undefined}
              data-testid="day-link"
              data-day={d}
              variant={d === day ? 'contained' : 'text'}
              sx={{ whiteSpace: 'nowrap', minHeight: 44, textTransform: 'none' }}
            >
              {d === today ? t('scheduleToday') : dayLabel(d, tag)}
            </Button>
          </li>
        ))}
      </Box>
      <Button
        component={Link}
        to={href(addDays(day, 1))}
        aria-label={t('nextDay')}
        data-testid="next-day"
        sx={{ minWidth: 44, minHeight: 44 }}
      >
        <ChevronRightIcon />
      </Button>
    </Box>
  );
}
