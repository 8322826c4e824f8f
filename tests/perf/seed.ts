// Seeding time of the demo realms for a few catalogue sizes (items per realm, three realms),
// and the time of one home init against the seeded catalogue. PGlite in memory, or PostgreSQL
// in a throwaway schema when DATABASE_URL is set.
//   node tests/perf/seed.ts [items ...]     (default: 300 100000)
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/config.ts';
import { openDb } from '../../src/server/db/index.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { generateRealmSeed } from '../../src/server/db/seed/realm-seed.ts';
import { DEMO_REALMS } from '../../src/server/db/seed/realms/index.ts';
import { createServices } from '../../src/server/services/index.ts';

const sizes = process.argv.slice(2).map(Number);
const databaseUrl = process.env.DATABASE_URL || undefined;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

for (const items of sizes.length > 0 ? sizes : [300, 100_000]) {
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const db = await openDb({ databaseUrl, dataDir: null, ...(schema ? { schema } : {}) });
  try {
    let started = performance.now();
    for (const def of DEMO_REALMS) generateRealmSeed(def, items, new Date());
    const generate = performance.now() - started;

    started = performance.now();
    await seedIfEmpty(db, { items });
    const seed = performance.now() - started;

    const services = createServices(db, loadConfig({ LOG_LEVEL: 'silent' }));
    const arena = await services.realms.byName('arena');
    if (!arena) throw new Error('arena was not seeded');
    const query = { lk: 'en_US', readLicences: true, countEvents: 'LIVE', menuTargetPlatform: 'WEB', rpp: 12, bpp: 7 } as const;
    await services.init.build(arena, query, { locale: 'en_US' });
    started = performance.now();
    await services.init.build(arena, query, { locale: 'en_US' });
    const init = performance.now() - started;

    const mode = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `${mode}, ${items} items x ${DEMO_REALMS.length} realms: generate ${seconds(generate)}, seed (generate + insert) ${seconds(seed)}, warm init ${init.toFixed(0)} ms`,
    );
  } finally {
    if (schema) await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
    await db.destroy();
  }
}
