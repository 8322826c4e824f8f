// Answers the app already holds before a loader asks: init carries the home section's first
// page, so home's first load needs no second request. Each primed answer is used once; later
// visits fetch fresh data. Keys are built by the feature that owns the data.
const answers = new Map<string, unknown>();

export function prime(key: string, value: unknown): void {
  answers.set(key, value);
}

export function takePrimed<T>(key: string): T | undefined {
  const value = answers.get(key) as T | undefined;
  answers.delete(key);
  return value;
}

/** The key of a section page's first load in a locale (init carries home's). */
export function sectionKey(section: string, locale: string): string {
  return `section:${section}:${locale}`;
}

/** Forgets every primed answer (after a sign-in they were someone else's). */
export function clearPrimed(): void {
  answers.clear();
}
