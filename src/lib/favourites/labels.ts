// Labels of the favourite toggle (src/ui/FavouriteButton.tsx) and the add-to-watchlist menu
// (src/ui/AddToWatchlist.tsx), which any screen may show.
import type { LabelDeclarations } from '../core/labels.ts';

export const favouriteLabels = {
  addFavourite: 'Add {{title}} to favourites',
  removeFavourite: 'Remove {{title}} from favourites',
  favouriteAdded: 'Added to favourites',
  favouriteRemoved: 'Removed from favourites',
  favouriteFailed: "Your favourites couldn't be updated. Please try again.",
  addToWatchlist: 'Add to watchlist',
  watchlistAdded: 'Added to your watchlist',
  watchlistAddFailed: "The item couldn't be added. Please try again.",
  watchlistsRetry: "Your watchlists couldn't be loaded. Try again",
  watchlistCreateFirst: 'Create a watchlist first',
  // Any action that needs the network, while offline (lib/core/needs-network.ts).
  needsNetwork: 'You are offline: this needs a connection.',
} as const satisfies LabelDeclarations;
