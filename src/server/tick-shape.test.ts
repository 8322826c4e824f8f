import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const run = promisify(execFile);

// In a process of its own, with V8's test intrinsics: after PGlite's start-up and two full
// collections, a tick object made now has the hidden class of the one kept at start, so the
// classes nextTick's caches point at are still alive (tick-shape.ts).
const probe = `
import { executionAsyncResource } from 'node:async_hooks';
const { keptTick } = await import('./src/server/tick-shape.ts');
const { createPGlite } = await import('./src/server/db/index.ts');
const pglite = await createPGlite(null);
await pglite.query('select 1');
globalThis.gc(); globalThis.gc();
const fresh = await new Promise((resolve) => process.nextTick(() => resolve(executionAsyncResource())));
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)');
console.log(JSON.stringify({ symbols: Object.getOwnPropertySymbols(keptTick).map(String), sameMap: sameMap(keptTick, fresh) }));
await pglite.close();
`;

test('the kept tick object shares its hidden class with tick objects made after PGlite has started', async () => {
  const { stdout } = await run(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--input-type=module', '-e', probe], {
    cwd: process.cwd(),
  });
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { symbols: string[]; sameMap: boolean };
  expect(result.symbols).toContain('Symbol(async_id_symbol)');
  expect(result.sameMap).toBe(true);
}, 30_000);

test('the server entry keeps the tick object before it imports anything that opens the database', async () => {
  const source = await readFile('src/server/main.ts', 'utf8');
  const imports = [...source.matchAll(/^import .*'(\.\/[^']+)';$/gm)].map((m) => m[1]);
  expect(imports.indexOf('./tick-shape.ts')).toBeGreaterThanOrEqual(0);
  expect(imports.indexOf('./tick-shape.ts')).toBeLessThan(imports.indexOf('./app.ts'));
});
