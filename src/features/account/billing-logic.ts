// What the subscriptions and payment details sections show, apart from how: the price migrations still
// waiting for an answer (spec §4), cards paged and appended (spec §4 "next pages appended"),
// billing addresses without the placeholder country ZZ (spec §7). Pure and zod-free: unit-tested.
import { toLanguageTag } from '../../contracts/locale.ts';

type Consent = { consent: { deadline: string; customerConfirmed: boolean | null } };

/** Spec §4: a migration is listed only when customerConfirmed is exactly false and the deadline is ahead. */
export function listedMigrations<M extends Consent>(migrations: readonly M[], now: number): M[] {
  return migrations.filter((m) => m.consent.customerConfirmed === false && Date.parse(m.consent.deadline) > now);
}

type CardPage<C> = { cards: C[]; cardsCurrentPage: number; cardsTotalPages: number };

/** The cards shown so far with the next page after them (a card already shown is not repeated). */
export function appendCards<C extends { id: string }>(shown: CardPage<C>, next: CardPage<C>): CardPage<C> {
  const seen = new Set(shown.cards.map((c) => c.id));
  return {
    cards: [...shown.cards, ...next.cards.filter((c) => !seen.has(c.id))],
    cardsCurrentPage: next.cardsCurrentPage,
    cardsTotalPages: next.cardsTotalPages,
  };
}

export const hasMoreCards = (page: CardPage<unknown>) => page.cardsCurrentPage < page.cardsTotalPages;

type Address = { id: string; countryCode: string; default: boolean };

/** The addresses to list: ZZ (no country yet) dropped, the default first, then in id order for a stable list. */
export function listedAddresses<A extends Address>(byId: Readonly<Record<string, A>>): A[] {
  return Object.values(byId)
    .filter((a) => a.countryCode.toUpperCase() !== 'ZZ')
    .sort((a, b) => Number(b.default) - Number(a.default) || a.id.localeCompare(b.id));
}

/** The countries an address may name: the realm's tax table's and the address's own, by name. */
export function countryOptions(codes: readonly string[], locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' });
  } catch {
    names = null;
  }
  return [...new Set(codes)]
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
