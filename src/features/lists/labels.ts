// Labels of the favourites, my-list and watchlists screens.
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const listsLabels = {
  favouritesTitle: 'Favourites',
  myListTitle: 'My list',
  watchlistsTitle: 'Watchlists',
  favouritesEmpty: 'Nothing here yet. Tap the heart on anything you like to keep it here.',
  listsSignInTitle: 'Sign in to keep your lists',
  listsSignInBody: 'Your favourites and watchlists are kept with your account, on every device.',
  listsShowMore: 'Show more',
  watchlistsEmpty: 'No watchlists yet. Create one to group what you want to watch.',
  watchlistName: 'Watchlist name',
  watchlistCreate: 'Create watchlist',
  watchlistRename: 'Rename',
  watchlistSave: 'Save',
  watchlistDelete: 'Delete {{name}}',
  watchlistOpen: 'Show items',
  watchlistItems: '{{count}} items',
  watchlistItems_one: '{{count}} item',
  watchlistNoItems: 'This watchlist is empty.',
  watchlistRemoveItem: 'Remove {{title}} from this watchlist',
  watchlistNameTaken: 'You already have a watchlist of that name.',
  watchlistsFull: 'You have as many watchlists as you can keep.',
  listFull: 'This list is full.',
} as const satisfies LabelDeclarations;
