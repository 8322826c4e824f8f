// Labels of the schedule, EPG and upcoming screens.
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const scheduleLabels = {
  scheduleTitle: 'Schedule',
  scheduleDays: 'Days',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  scheduleToday: 'Today',
  scheduleEmpty: 'No events on this day.',
  liveNowMarker: 'Live now',
  eventTime: '{{start}} – {{end}}',
  epgTitle: 'TV guide',
  epgEmpty: 'No programmes on this day.',
  epgChannel: 'Channel',
  epgNow: 'Now',
  epgGridLabel: 'Programmes by channel and time',
  upcomingTitle: 'Upcoming events',
  upcomingEmpty: 'No upcoming events yet. Check back soon.',
  upcomingShowMore: 'Show more',
} as const satisfies LabelDeclarations;
