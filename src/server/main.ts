// Entry point: parse config, open the database, listen.
import './allocator.ts';
import './tick-shape.ts';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';

const started = performance.now();
const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // The port is taken (or not ours): close the database before leaving. An embedded database
  // left open by a crash mid-start could not be opened by the next start.
  app.log.error(error instanceof Error ? error.message : String(error));
  await app.close();
  process.exit(1);
}
const mode = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
app.log.info(`ready in ${Math.round(performance.now() - started)} ms: http://localhost:${config.port}/ (${mode})`);
// Where to look, for the person who just typed npm start.
const realms = await app.services.realms.list();
process.stdout.write(
  `\nServing ${realms.length} realm(s) on http://localhost:${config.port}/\n` +
    realms
      .map(
        (r) =>
          `  ${r.realmFullName.padEnd(16)} http://${r.realm}.localhost:${config.port}/   http://localhost:${config.port}/realm/${r.realm}/\n`,
      )
      .join('') +
    '\n',
);
