// The contract schemas start-up validates against, gathered in one module that is loaded on
// demand (zod is the largest library the app uses and the first screen does not need it).
export { realmDirectory, realmSettings, type RealmDirectoryEntry } from '../../contracts/realm.ts';
export { initResponse } from '../../contracts/init.ts';
