// Table types of migration 016 (EPG channels, favourites, watchlists, fighters), joined into Database.
import type { ColumnType } from 'kysely';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LiveChannelTable {
  realm: string;
  id: string;
  name: string;
  position: number;
  /** Migration 022: the name by locale; `name` is the fallback. */
  names: ColumnType<Record<string, string>, string | undefined, string>;
}

export interface ChannelEventTable {
  realm: string;
  content_id: string;
  channel_id: string;
}

export interface FavouriteTable {
  user_id: string;
  /** The viewing profile's id, '' for an account without profiles. */
  profile_key: string;
  realm: string;
  content_id: string;
  created_at: DefaultTimestamp;
}

export interface WatchlistTable {
  id: string;
  user_id: string;
  profile_key: string;
  realm: string;
  name: string;
  created_at: DefaultTimestamp;
}

export interface WatchlistItemTable {
  watchlist_id: string;
  realm: string;
  content_id: string;
  created_at: DefaultTimestamp;
}

export interface FighterTable {
  realm: string;
  id: string;
  category: string;
  rank: number;
  name: string;
  record: string;
  artwork: string;
}

export interface ScheduleTables {
  live_channel: LiveChannelTable;
  channel_event: ChannelEventTable;
  favourite: FavouriteTable;
  watchlist: WatchlistTable;
  watchlist_item: WatchlistItemTable;
  fighter: FighterTable;
}
