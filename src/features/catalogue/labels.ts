// Labels of the catalogue screens: heroes, rails and cards.
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const catalogueLabels = {
  live: 'Live',
  upcoming: 'Upcoming',
  watchNow: 'Watch now',
  moreInfo: 'More info',
  emptyHome: 'Nothing to watch here yet. Check back soon.',
  emptyBucket: 'No items',
  seasonCount: '{{count}} seasons',
  videoCount: '{{count}} videos',
  heroes: 'Featured',
} as const satisfies LabelDeclarations;
