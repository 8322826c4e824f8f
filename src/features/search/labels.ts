// Labels of the search page and the #search overlay.
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const searchLabels = {
  searchTitle: 'Search',
  searchFieldLabel: 'Search titles',
  searchFieldPlaceholder: 'Events, videos, series…',
  searchClear: 'Clear search',
  searchClose: 'Close search',
  searchRefine: 'Show',
  searchRefineAll: 'All',
  searchSectionLIVE_EVENT: 'Live events',
  searchSectionVOD_VIDEO: 'Videos',
  searchSectionVOD_PLAYLIST: 'Playlists',
  searchSectionVOD_SERIES: 'Series',
  searchResultCount: '{{count}} results',
  searchResultCount_one: '{{count}} result',
  searchLoadMore: 'Load more',
  searchNoResults: 'No results for “{{query}}”',
  searchNoResultsHint: 'Check the spelling or try fewer words.',
  searchSearching: 'Searching…',
  searchFailed: 'Search is not available right now.',
  searchOffline: 'You are offline: search needs a connection.',
  searchPopularEvents: 'Popular events',
  searchPopularVods: 'Popular videos',
  searchPopularEmpty: 'Type to search the catalogue.',
} as const satisfies LabelDeclarations;
