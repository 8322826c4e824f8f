// The saved cards a payment may use (spec §4: cards load page by page, next pages appended).
// Pure, zod-free helpers for the card payment form and the payment update page.
export type SavedCard = { id: string; brand: string; lastFour: string; expiryMonth: number; expiryYear: number };

type Page<C> = { cards: C[]; cardsCurrentPage: number; cardsTotalPages: number };

/** A card is good to the end of its expiry month; the server applies the same rule (UTC). */
export function cardExpired(card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < now.getUTCMonth() + 1);
}

/** The next page appended to what is shown, without repeating a card both pages hold. */
export function mergeCardPages<C extends { id: string }>(current: Page<C>, next: Page<C>): Page<C> {
  const seen = new Set(current.cards.map((c) => c.id));
  return {
    cards: [...current.cards, ...next.cards.filter((c) => !seen.has(c.id))],
    cardsCurrentPage: next.cardsCurrentPage,
    cardsTotalPages: next.cardsTotalPages,
  };
}

/** The card a subscription or a payment starts on: the first saved one that has not expired. */
export function firstUsable<C extends SavedCard>(cards: readonly C[], now: Date): C | null {
  return cards.find((c) => !cardExpired(c, now)) ?? null;
}

/** The words of "Visa •••• 4242, expires 12/27": the brand, last four digits and MM/YY expiry. */
export function cardParts(card: SavedCard): { brand: string; lastFour: string; expiry: string } {
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
  return { brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1), lastFour: card.lastFour, expiry };
}
