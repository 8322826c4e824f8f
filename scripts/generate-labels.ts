// `npm run labels`: writes the app's label declarations (src/app/labels.ts) to
// src/contracts/label-defaults.json, the English defaults the server falls back to and seeds.
// The unit suite fails when the file is stale, so a new key cannot reach the server unseeded.
import { writeFile } from 'node:fs/promises';
import { APP_LABELS } from '../src/app/labels.ts';

const target = new URL('../src/contracts/label-defaults.json', import.meta.url);
await writeFile(target, `${JSON.stringify(APP_LABELS, null, 2)}\n`);
console.log(`Wrote ${Object.keys(APP_LABELS).length} labels to src/contracts/label-defaults.json`);
