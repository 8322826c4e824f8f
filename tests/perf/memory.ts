// Server memory under sustained artwork traffic: the real server (PGlite) gets `--requests`
// (default 10,000) requests, nine in ten for generated artwork across realms, kinds, seeds and
// widths (popular images more often, small widths more often, as cards outnumber heroes), the
// rest the JSON the app reads; eight at a time. Prints RSS before, peak, after, and after a
// short rest, and how long renders took. The mix comes from a fixed seed, so runs compare.
//   npm run bench:memory [-- --requests=10000]
import { ARTWORK_WIDTHS, artworkKind, artworkPath } from '../../src/contracts/paths.ts';
import { createRng } from '../../src/server/lib/rng.ts';
import { startServer } from './servers.ts';

const requests = Number(/--requests=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 10_000);
const PORT = 8630;
const CONCURRENCY = 8;
const REALMS = ['arena', 'cinema', 'club'];
const SEEDS_PER_REALM = 200;
// Card widths are asked for far more than hero widths.
const WIDTH_WEIGHTS = [5, 5, 20, 20, 15, 10, 8, 8, 4, 3, 2];

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function planRequests(count: number): string[] {
  const rng = createRng('memory-bench');
  const random = () => rng.next();
  const pickWeighted = (weights: readonly number[]) => {
    let r = random() * weights.reduce((a, b) => a + b, 0);
    for (const [i, w] of weights.entries()) if ((r -= w) < 0) return i;
    return weights.length - 1;
  };
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const realm = REALMS[Math.floor(random() * REALMS.length)] ?? 'arena';
    if (random() < 0.1) {
      paths.push(random() < 0.5 ? `/api/realm/${realm}` : `/api/artwork/${realm}/logo.svg`);
      continue;
    }
    const kind = artworkKind[Math.floor(random() * artworkKind.length)] ?? 'cover';
    // Popular seeds more often: the square skews picks toward the low numbers.
    const seed = `item-${Math.floor(random() ** 2 * SEEDS_PER_REALM)}`;
    const width = ARTWORK_WIDTHS[pickWeighted(WIDTH_WEIGHTS)] ?? 320;
    paths.push(`${artworkPath.image(realm, kind, seed)}?w=${width}`);
  }
  return paths;
}

const paths = planRequests(requests);
const server = await startServer('pglite', PORT);
try {
  // Settle after start-up (migrations, seed, JIT) before the first reading.
  await new Promise((r) => setTimeout(r, 2000));
  const before = await server.rss();
  let peak = before;
  const sampler = setInterval(() => {
    void server.rss().then(
      (rss) => (peak = Math.max(peak, rss)),
      () => undefined,
    );
  }, 100);

  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths.length) {
        const path = paths[next++] ?? '/';
        const t = performance.now();
        const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
        await res.arrayBuffer();
        if (!res.ok) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = await server.rss();
  peak = Math.max(peak, after);
  await new Promise((r) => setTimeout(r, 5000));
  const rested = await server.rss();

  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0).toFixed(1);
  const unique = new Set(paths).size;
  console.log(`\n${requests} requests (${unique} distinct URLs), ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s; ${failures} failed`);
  console.log(`latency ms: p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}`);
  console.log(`server RSS: before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)}, after 5 s rest ${mb(rested)}`);
} finally {
  await server.stop();
}
