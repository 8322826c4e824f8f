// Placeholder: the demo realm seeding.
import type { Db } from '../index.ts';

export async function seedIfEmpty(_db: Db, _options: { items: number }): Promise<void> {}
