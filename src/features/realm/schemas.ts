// The contract schemas start-up validates against, gathered in one module that is loaded on
// demand (zod is the largest library the app uses and the first screen does not need it).
import { z } from 'zod';
import { hexColour } from '../../contracts/realm.ts';

export { realmSettings } from '../../contracts/realm.ts';
export { initResponse } from '../../contracts/init.ts';

/** One entry of the public realm directory (GET /api/realms). */
export const realmDirectoryEntry = z.object({
  realm: z.string(),
  realmFullName: z.string(),
  preferredDomain: z.string(),
  LOGO: z.string(),
  primaryColour: hexColour,
  backgroundColour: hexColour,
});
export type RealmDirectoryEntry = z.infer<typeof realmDirectoryEntry>;

/** A bare list, or the list wrapped as { realms }: both read the same. */
export const realmDirectory = z.union([
  z.array(realmDirectoryEntry),
  z.object({ realms: z.array(realmDirectoryEntry) }).transform((d) => d.realms),
]);
