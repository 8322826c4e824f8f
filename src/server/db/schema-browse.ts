// Table types of migration 012 (sections, promo notifications and their dismissals), joined into Database.
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SectionTable {
  realm: string;
  name: string;
  position: Generated<number>;
  title: string;
  titles: ColumnType<Record<string, string>, string | undefined, string>;
  artwork: string;
  sponsor_artwork: string | null;
  sponsor_link: string | null;
  sponsor_alt: string | null;
  sponsor_display_mode: ColumnType<'SHOW' | 'HIDE', 'SHOW' | 'HIDE' | undefined, 'SHOW' | 'HIDE'>;
}

export type PromoTexts = Record<string, { title: string; description: string; cta: string }>;

export interface PromoNotificationTable {
  realm: string;
  id: string;
  position: Generated<number>;
  texts: Json<PromoTexts>;
  artwork: string;
  open_in_new_tab: Generated<boolean>;
  link_url: string | null;
  content_id: string | null;
  content_type: 'VOD' | 'LIVE' | 'PLAYLIST' | null;
  active: Generated<boolean>;
}

export interface PromoDismissalTable {
  realm: string;
  promo_id: string;
  user_id: string;
  dismissed_at: DefaultTimestamp;
}

export interface BrowseTables {
  section: SectionTable;
  promo_notification: PromoNotificationTable;
  promo_dismissal: PromoDismissalTable;
}
