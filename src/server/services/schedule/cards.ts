// Content rows to cards for the schedule's answers: the catalogue's own card mapping
// (services/cards.ts), with child counts for containers, in the realm's text locale.
import type { ContentCard } from '../../../contracts/content.ts';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import { childCounts } from '../bucket-rows.ts';
import { containerIds, toCard, type CardRow, type TextLocale } from '../cards.ts';

export { textLocale } from '../cards.ts';

export async function toCards(db: Db, realm: RealmSettings, rows: readonly CardRow[], at: TextLocale, now: Date): Promise<ContentCard[]> {
  const counts = await childCounts(db, realm.realm, containerIds(rows));
  return rows.map((row) => toCard(realm.realm, row, at, counts, now));
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
