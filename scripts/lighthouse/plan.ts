// What to audit: every selected realm × page × form, with its URL. Pure.
import { UsageError } from './options.ts';
import type { RealmSettings } from '../../src/contracts/realm.ts';
import type { Form, PageSpec, RealmFlag } from './types.ts';

/**
 * A realm as GET /api/realms lists it (the fields used here), with the settings pages may
 * require (read from GET /api/realm/{name} when a page requires any).
 */
export type RealmEntry = { realm: string; preferredDomain: string; flags?: Partial<Record<RealmFlag, boolean>> };

/** A flag's value in a realm's settings: the boolean setting of that name, or a derived one. */
export function realmFlag(settings: RealmSettings, flag: RealmFlag): boolean {
  if (flag === 'vesperSearch') return settings.contentSearchEngine === 'VESPER';
  // Status settings (scheduleSection, epgMatrix, gifting) are on when ENABLED.
  const value: unknown = settings[flag];
  return value === true || value === 'ENABLED';
}

/** Whether a realm offers a page to a visitor: every setting it requires is on. */
export function offers(realm: RealmEntry, page: PageSpec): boolean {
  return (page.requires ?? []).every((flag) => realm.flags?.[flag] === true);
}

export type Target = { realm: string; page: string; form: Form; url: string };

export const FORMS: readonly Form[] = ['host', 'prefix'];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The items named in `wanted` (all when it is empty), in their own order; an unknown name is a usage error. */
export function select<T>(items: readonly T[], nameOf: (item: T) => string, wanted: readonly string[], what: string): T[] {
  const names = items.map(nameOf);
  const unknown = wanted.filter((w) => !names.includes(w));
  if (unknown.length > 0) throw new UsageError(`unknown ${what} ${unknown.join(', ')}; known: ${names.join(', ')}`);
  return wanted.length === 0 ? [...items] : items.filter((item) => wanted.includes(nameOf(item)));
}

/**
 * A page's URL in one form. By host: on a local server `{realm}.localhost` (Chromium resolves
 * *.localhost to the machine), elsewhere the realm's own domain; the base's scheme and port are
 * kept. By prefix: `/realm/{realm}` on the base itself.
 */
export function pageUrl(base: string, realm: RealmEntry, form: Form, pagePath: string): string {
  const url = new URL(base);
  // Seeded items are named after their realm (`{realm}-series-1`): one page spec serves every realm.
  const path = pagePath.replaceAll('{realm}', realm.realm);
  // A path may carry a query (`/search?q=…`).
  const target = new URL(path, 'http://path.invalid');
  url.search = target.search;
  if (form === 'prefix') {
    url.pathname = `/realm/${realm.realm}${target.pathname}`;
    return url.href;
  }
  url.hostname = LOCAL_HOSTS.has(url.hostname) ? `${realm.realm}.localhost` : realm.preferredDomain || `${realm.realm}.${url.hostname}`;
  url.pathname = target.pathname;
  return url.href;
}

/**
 * `inTurn`: each page by one form only, host and prefix taking turns down a realm's list (the
 * next realm starting with the other), the first page by both: every realm is still audited in
 * both forms, at about half the audits. Without it, every page by both forms.
 */
export function planTargets(base: string, realms: readonly RealmEntry[], pages: readonly PageSpec[], inTurn = false): Target[] {
  return realms.flatMap((realm, realmIndex) =>
    pages
      .filter((page) => offers(realm, page))
      .flatMap((page, pageIndex) => {
        const forms = !inTurn || pageIndex === 0 ? FORMS : [FORMS[(pageIndex + realmIndex) % FORMS.length] ?? 'host'];
        return forms.map((form) => ({ realm: realm.realm, page: page.name, form, url: pageUrl(base, realm, form, page.path) }));
      }),
  );
}
