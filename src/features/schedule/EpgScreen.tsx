// The EPG (spec §2, epgMatrix ENABLED): a table of channels (rows) by time (columns of 15
// minutes, an hour per heading) for a day, scrolling sideways in its own focusable region, with
// a line at the current time. Arrow keys move between programmes: left and right along a
// channel, up and down to the programme of the next channel at the same time.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguageTag } from '../../contracts/locale.ts';
import { routePath } from '../../lib/routes.ts';
import { serverNow, useHydrated, useLocale, useRenderTimeZone, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { DayNavigation } from './DayNavigation.tsx';
import { clockTime, dayBounds, dayOf, eventTimes, eventsOfDay, isLiveNow } from './day.ts';
import { SLOT_MS, SLOTS_PER_HOUR, gridRows, slotCount } from './epg-grid.ts';
import type { epgScreen } from './routes.ts';

const SLOT_PX = 40;
const CHANNEL_PX = 120;

/** Moves focus between programme links: the grid's keyboard model. */
function onGridKey(event: KeyboardEvent<HTMLTableElement>): void {
  const target = event.target as HTMLElement;
  const link = target.closest<HTMLAnchorElement>('a[data-epg-start]');
  if (!link) return;
  const row = link.closest('tr');
  const links = (r: Element | null) => (r ? [...r.querySelectorAll<HTMLAnchorElement>('a[data-epg-start]')] : []);
  let next: HTMLAnchorElement | undefined;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    const own = links(row);
    next = own[own.indexOf(link) + (event.key === 'ArrowRight' ? 1 : -1)];
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    let other = event.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
    const at = Number(link.dataset.epgStart);
    while (other && !next) {
      const candidates = links(other);
      // The programme on air at the same time, else the nearest one.
      next = [...candidates].sort((a, b) => Math.abs(Number(a.dataset.epgStart) - at) - Math.abs(Number(b.dataset.epgStart) - at))[0];
      other = event.key === 'ArrowDown' ? other.nextElementSibling : other.previousElementSibling;
    }
  } else return;
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * A programme's title and times stay beside the channel column while the grid is scrolled past
 * the programme's start: one that began before the hour on show (on air since yesterday, say)
 * still says what it is. They are no wider than what the scroller shows beside the column
 * (`cqi`: the scroller is their container): wider, a programme that runs to the end of the grid
 * pushed them back under the column once the grid was scrolled to its end, as it is late in the
 * day on a phone.
 */
const TEXT_GAP_PX = 8;
const STAY_IN_VIEW = {
  position: 'sticky',
  left: CHANNEL_PX + TEXT_GAP_PX,
  alignSelf: 'flex-start',
  maxWidth: '100%',
  // The scroller's width less the column, the gap before the text, the link's padding after it
  // (the same 8 px) and room for the borders.
  '@supports (width: 1cqi)': { maxWidth: `min(100%, calc(100cqi - ${CHANNEL_PX + 4 * TEXT_GAP_PX}px))` },
} as const;

export function EpgScreen() {
  const { t } = useTranslation();
  const { day, answer } = useScreenData<typeof epgScreen>();
  const locale = useLocale();
  const timeZone = useRenderTimeZone();
  const hydrated = useHydrated();
  const now = serverNow();
  const today = dayOf(now, timeZone);
  const bounds = dayBounds(day, timeZone);
  const slots = slotCount(bounds);
  const events = eventsOfDay(answer.events, day, timeZone);
  const tag = toLanguageTag(locale);
  const rows = gridRows(answer.channels, events, bounds);
  const scroller = useRef<HTMLDivElement>(null);
  // The line is drawn by the browser only: the server's clock and the page's differ by the trip.
  const nowX = hydrated && now >= bounds[0] && now < bounds[1] ? CHANNEL_PX + ((now - bounds[0]) / SLOT_MS) * SLOT_PX : null;
  usePageTitle(t('epgTitle'));

  useEffect(() => {
    if (nowX !== null && scroller.current) scroller.current.scrollLeft = Math.max(0, nowX - CHANNEL_PX - 2 * SLOT_PX);
    // Once per day shown, not on every clock tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day, nowX !== null]);

  const hours = Array.from({ length: Math.ceil(slots / SLOTS_PER_HOUR) }, (_, h) => bounds[0] + h * SLOTS_PER_HOUR * SLOT_MS);
  return (
    <Box component="section" data-testid="epg" sx={{ px: { xs: 2, md: 4 }, py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('epgTitle')}
      </Typography>
      <DayNavigation route="epg" day={day} today={today} locale={locale} />
      {events.length === 0 ? (
        <StatusScreen level={2} title={t('epgEmpty')} testId="epg-empty" />
      ) : (
        <Box
          ref={scroller}
          role="region"
          aria-label={t('epgGridLabel')}
          tabIndex={0}
          data-testid="epg-scroller"
          sx={{ position: 'relative', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, containerType: 'inline-size' }}
        >
          <Box
            component="table"
            data-testid="epg-grid"
            onKeyDown={onGridKey}
            sx={{
              tableLayout: 'fixed',
              borderCollapse: 'collapse',
              width: CHANNEL_PX + slots * SLOT_PX,
              // Clipped, not hidden: a hidden overflow would make each cell the scroller its
              // programme's sticky text keeps to.
              '& th, & td': { borderRight: 1, borderBottom: 1, borderColor: 'divider', p: 0, height: 56, overflow: 'clip' },
              '& thead th': { height: 32, textAlign: 'left', px: 1, fontWeight: 500, color: 'text.secondary' },
            }}
          >
            <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
              {t('epgGridLabel')}
            </caption>
            <colgroup>
              <col style={{ width: CHANNEL_PX }} />
              {Array.from({ length: slots }, (_, i) => (
                <col key={i} style={{ width: SLOT_PX }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.default' }}>
                  {t('epgChannel')}
                </Box>
                {hours.map((at) => (
                  <th key={at} scope="col" colSpan={SLOTS_PER_HOUR}>
                    <time dateTime={new Date(at).toISOString()}>{clockTime(new Date(at).toISOString(), timeZone)}</time>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ channel, cells }) => (
                <tr key={channel.id} data-testid="epg-channel">
                  <Box
                    component="th"
                    scope="row"
                    sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.default', px: 1, textAlign: 'left' }}
                  >
                    {channel.name}
                  </Box>
                  {cells.map((cell, i) =>
                    cell.kind === 'gap' ? (
                      <td key={`gap-${i}`} colSpan={cell.span} />
                    ) : (
                      <td key={cell.event.id} colSpan={cell.span}>
                        <Box
                          component={Link}
                          to={routePath('live', { params: { id: cell.event.id }, locale })}
                          data-testid="epg-programme"
                          data-epg-start={Date.parse(cell.event.startDate ?? '')}
                          data-live-now={isLiveNow(cell.event, now)}
                          sx={{
                            display: 'flex',
                            flexDirection: 'column',
                            justifyContent: 'center',
                            height: '100%',
                            px: 1,
                            color: 'text.primary',
                            textDecoration: 'none',
                            bgcolor: isLiveNow(cell.event, now) ? 'action.selected' : 'action.hover',
                            '&:hover, &:focus-visible': { textDecoration: 'underline' },
                            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                          }}
                        >
                          <Typography component="span" variant="body2" noWrap sx={{ ...STAY_IN_VIEW, fontWeight: 600 }}>
                            {cell.event.title}
                          </Typography>
                          <Typography component="span" variant="caption" noWrap sx={{ ...STAY_IN_VIEW, color: 'text.secondary' }}>
                            {t('eventTime', eventTimes(cell.event, day, timeZone, tag))}
                          </Typography>
                        </Box>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Box>
          {nowX !== null ? (
            <Box
              data-testid="epg-now-line"
              aria-hidden
              title={t('epgNow')}
              sx={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: nowX,
                width: 2,
                bgcolor: 'secondary.main',
                pointerEvents: 'none',
                zIndex: 3,
              }}
            />
          ) : null}
        </Box>
      )}
    </Box>
  );
}
