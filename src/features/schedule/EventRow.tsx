// One event of the schedule or the upcoming list: its time, its title linking to the live
// page, a live-now marker while it is on air, and the favourite toggle. A list item; the
// thumbnail is decorative (the title names the event) and sized, so nothing shifts.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentCard } from '../../contracts/content.ts';
import { routePath } from '../../lib/routes.ts';
import { ArtworkImage } from '../../ui/ArtworkImage.tsx';
import { LiveBadge } from '../../ui/LiveBadge.tsx';
import { FavouriteToggle } from '../../ui/FavouriteToggle.tsx';

export type EventRowProps = {
  event: ContentCard;
  locale: string;
  /** The time line (start – end, or a date). */
  when: ReactNode;
  liveNow: boolean;
  deferImage: boolean;
};

export function EventRow({ event, locale, when, liveNow, deferImage }: EventRowProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid="schedule-event"
      data-live-now={liveNow}
      sx={{
        display: 'grid',
        gridTemplateColumns: '96px 1fr auto',
        alignItems: 'center',
        gap: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
        <ArtworkImage
          src={event.thumbnailUrl}
          alt=""
          width={96}
          height={54}
          sizes="96px"
          fallbackWidth={160}
          maxWidth={320}
          deferred={deferImage}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {/* The time, then the live marker on a line of its own: beside the time, whether it fitted
            turned on a few pixels of font width, and the row changed height as the font arrived.
            The time's own line breaks are its text's (scheduleTimes). */}
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            rowGap: 0.5,
            whiteSpace: 'pre-line',
          }}
        >
          {when}
          {liveNow ? <LiveBadge label={t('liveNowMarker')} /> : null}
        </Typography>
        <Typography
          component={Link}
          to={routePath('live', { params: { id: event.id }, locale })}
          data-testid="schedule-event-link"
          sx={{
            color: 'text.primary',
            fontWeight: 600,
            fontSize: (theme) => theme.realm.cardTitleFontSize,
            textDecoration: 'none',
            '&:hover, &:focus-visible': { textDecoration: 'underline' },
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {event.title}
        </Typography>
      </Box>
      <FavouriteToggle id={event.id} title={event.title} />
    </Box>
  );
}
