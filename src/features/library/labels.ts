// Labels of the library screens: playlist, series, season, news and the interstitial.
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const libraryLabels = {
  librarySeasons: 'Seasons',
  libraryEpisodes: 'Episodes',
  libraryVideos: 'Videos',
  libraryNoSeasons: 'No seasons yet. Check back soon.',
  libraryNoEpisodes: 'No episodes yet. Check back soon.',
  libraryNoVideos: 'This playlist is empty for now.',
  libraryEpisodeNumber: 'Episode {{number}}',
  libraryMinutes: '{{count}} min',
  libraryBreadcrumbs: 'You are here',
  libraryPages: 'Pages',
  libraryPreviousPage: 'Previous page',
  libraryNextPage: 'Next page',
  libraryPageOf: 'Page {{page}} of {{total}}',
  newsTitle: 'News',
  newsEmpty: 'No news yet. Check back soon.',
  newsPublished: 'Published {{date}}',
  newsBackToList: 'All news',
  interstitialLabel: 'Before you continue',
  interstitialSkip: 'Skip',
  interstitialSkipIn: 'Skip in {{count}}',
  interstitialContinuing: 'Continuing to {{title}}',
} as const satisfies LabelDeclarations;
