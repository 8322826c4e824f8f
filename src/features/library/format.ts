// Small formatting rules of the library rows.

/** Whole minutes of a duration in seconds, at least 1; null without a duration. */
export function minutesOf(seconds: number | null): number | null {
  if (seconds === null || seconds <= 0) return null;
  return Math.max(1, Math.round(seconds / 60));
}

/** The 1-based number of the item at `index` on a page of `perPage` items. */
export function itemNumber(page: number, perPage: number, index: number): number {
  return (page - 1) * perPage + index + 1;
}
