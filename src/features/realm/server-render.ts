// A page the server rendered carries what start-up would otherwise fetch: the realm's settings
// and the boot data (init, locale, addressing, assumed layout). Trusted as written: the server
// built both from the same contracts moments ago, and validating them would put zod in front
// of hydration.
import { INLINE_BOOT_ID, type InlineBoot } from '../../contracts/document.ts';
import type { DateWords } from '../../contracts/date-words.ts';
import type { InitResponse } from '../../contracts/init.ts';
import { negotiateLocale } from '../../contracts/locale.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { ReadyRealm } from '../../lib/core/index.ts';
import { readInlineJson, readInlineRealm } from './inline-realm.ts';
import { readStoredLocale, storeLocale } from './locale.ts';

export type ServerRendered = {
  ready: ReadyRealm;
  desktop: boolean;
  dateWords: DateWords | null;
  prices: Readonly<Record<string, string>>;
  renderedAt: number | null;
  storedSession: boolean;
};

export function readServerRender(doc: Document): ServerRendered | null {
  const settings = readInlineRealm(doc) as RealmSettings | null;
  const boot = readInlineJson(doc, INLINE_BOOT_ID) as InlineBoot | null;
  if (!settings || !boot) return null;
  return {
    ready: {
      realm: settings,
      init: boot.init as InitResponse,
      locale: boot.locale,
      prefixRealm: boot.prefixRealm,
      basename: boot.basename,
    },
    desktop: boot.desktop,
    dateWords: boot.dateWords ?? null,
    prices: typeof boot.prices === 'object' && boot.prices !== null ? boot.prices : {},
    renderedAt: typeof boot.renderedAt === 'number' ? boot.renderedAt : null,
    storedSession: boot.storedSession !== false,
  };
}

/**
 * A choice stored before the cookie existed (or with cookies refused) is not known to the
 * server: once hydrated, switch to it, and write the cookie so the next render knows.
 */
export function followStoredLocale(ready: ReadyRealm, switchTo: (locale: string) => Promise<boolean>): void {
  const stored = readStoredLocale();
  if (!stored) return;
  const wanted = negotiateLocale(
    [stored],
    ready.realm.realmLanguages.map((l) => l.language),
  );
  if (!wanted) return;
  if (wanted !== ready.locale) void switchTo(wanted);
  else storeLocale(wanted);
}
