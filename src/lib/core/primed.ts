// Answers the app already holds before a loader asks: init carries the home section's first
// page, so home's first load needs no second request. Each primed answer is used once; later
// visits fetch fresh data. Keys are built by the feature that owns the data.
// The answer also stays held as a copy for when a later fetch cannot reach the network: home
// shown from init never sent the section request the app sends on coming back to home (Back,
// the logo), so the worker has no copy of that request, and a screen on show a moment ago
// would otherwise be an offline error. The copy is the realm's and the viewer's own: it goes
// with the page, and a new viewer empties it with the primed answers (caches.ts).
const answers = new Map<string, unknown>();
const held = new Map<string, unknown>();

export function prime(key: string, value: unknown): void {
  answers.set(key, value);
  held.set(key, value);
}

export function takePrimed<T>(key: string): T | undefined {
  const value = answers.get(key) as T | undefined;
  answers.delete(key);
  return value;
}

/** The last answer primed under `key`, used or not: for when the network cannot be reached. */
export function heldCopy<T>(key: string): T | undefined {
  return held.get(key) as T | undefined;
}

/** The key of a section page's first load in a locale (init carries home's). */
export function sectionKey(section: string, locale: string): string {
  return `section:${section}:${locale}`;
}

/** Forgets every primed answer and held copy (after a sign-in they were someone else's). */
export function clearPrimed(): void {
  answers.clear();
  held.clear();
}
