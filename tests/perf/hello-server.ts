// The baseline for tests/perf/api-throughput.ts: Fastify answering a constant JSON object,
// with nothing else (no logger, no hooks, no plugins). PORT from the environment.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 8600), host: '127.0.0.1' });
process.stdout.write('ready\n');
