// The demo realms seeded into an empty database, in the order the realm directory lists them.
import { arena } from './arena.ts';
import { cinema } from './cinema.ts';
import { club } from './club.ts';
import type { RealmDefinition } from './types.ts';

export const DEMO_REALMS: readonly RealmDefinition[] = [arena, cinema, club];
