// Requests per second of the API's hottest reads next to a Fastify hello-world measured in the
// same run, on loopback with 32 keep-alive connections (target: init at half the hello-world or
// better). PGlite always; PostgreSQL too when DATABASE_URL is set. The load loop (load.ts), the
// hello-world and the server each run in a process of their own. Each row alternates
// hello-world and the endpoint for a few rounds and reports medians, so other work on the
// machine shifts both sides of a ratio alike; the server's CPU time per request is printed too,
// a figure that contention hardly moves. Repeated public reads are answered by a replay of the
// kept answer before routing (routes/public-replay.ts), as a browser's repeated reads are.
//   npm run bench:api [-- --seconds=5 --rounds=3]
import { APP_ID, HEADER } from '../../src/contracts/headers.ts';
import { buildInitQuery } from '../../src/contracts/viewport.ts';
import { load, startHello, startServer, type Mode, type Server } from './servers.ts';

const arg = (name: string, fallback: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? fallback);
const seconds = arg('seconds', 5);
const rounds = arg('rounds', 3);
const connections = 32;
const HELLO_PORT = 8600;
const SERVER_PORT = 8610;
// What a browser sends besides the spec's client headers.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9', accept: 'application/json' };

const query = (values: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(values).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

type Measured = { rate: number; cpuUs: number; bodyBytes: number; p99: number; failures: number };

async function measure(server: Server, path: string, headers: Record<string, string>, forSeconds: number): Promise<Measured> {
  const cpuBefore = await server.cpuMs();
  const result = await load({ port: server.port, path, headers, connections, seconds: forSeconds });
  const cpu = (await server.cpuMs()) - cpuBefore;
  return {
    rate: result.requestsPerSecond,
    cpuUs: (cpu * 1000) / Math.max(1, result.requests),
    bodyBytes: result.meanBodyBytes,
    p99: result.p99,
    failures: result.failures,
  };
}

type Row = {
  mode: Mode;
  what: string;
  hello: number;
  helloCpu: number;
  rate: number;
  cpuUs: number;
  bodyBytes: number;
  p99: number;
  failures: number;
};

/** Rounds of hello-world then the endpoint (each after a short warm-up); medians of each. */
async function compare(
  mode: Mode,
  what: string,
  hello: Server,
  server: Server,
  path: string,
  headers: Record<string, string>,
  forSeconds: number,
): Promise<Row> {
  await load({ port: server.port, path, headers, connections, seconds: 1 });
  const hellos: Measured[] = [];
  const runs: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    hellos.push(await measure(hello, '/', BROWSER, forSeconds));
    runs.push(await measure(server, path, headers, forSeconds));
  }
  const row = {
    mode,
    what,
    hello: median(hellos.map((m) => m.rate)),
    helloCpu: median(hellos.map((m) => m.cpuUs)),
    rate: median(runs.map((m) => m.rate)),
    cpuUs: median(runs.map((m) => m.cpuUs)),
    bodyBytes: median(runs.map((m) => m.bodyBytes)),
    p99: median(runs.map((m) => m.p99)),
    failures: runs.reduce((n, m) => n + m.failures, 0),
  };
  console.log(`  ${mode} ${what}: ${Math.round(row.rate)}/s against hello-world ${Math.round(row.hello)}/s`);
  return row;
}

function print(rows: Row[]): void {
  const n = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log('\nmode      what                             req/s  hello req/s  × hello   CPU µs/req (hello)  body B  p99 ms  non-2xx');
  for (const r of rows) {
    console.log(
      `${r.mode.padEnd(9)} ${r.what.padEnd(30)} ${n(r.rate).padStart(7)} ${n(r.hello).padStart(12)} ${n(r.rate / r.hello, 2).padStart(8)}   ${`${n(r.cpuUs, 1)} (${n(r.helloCpu, 1)})`.padStart(17)} ${n(r.bodyBytes).padStart(7)} ${n(r.p99, 1).padStart(7)} ${String(r.failures).padStart(8)}`,
    );
  }
  console.log(
    `\n${connections} connections; medians of ${rounds} rounds of ${seconds} s each, hello-world and endpoint alternating; load loop, hello-world and server in separate processes on loopback.`,
  );
}

const rows: Row[] = [];
const hello = await startHello(HELLO_PORT);
try {
  const modes: Mode[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const mode of modes) {
    const server = await startServer(mode, SERVER_PORT);
    try {
      const realm = (await (await fetch(`http://127.0.0.1:${SERVER_PORT}/api/realm/arena`)).json()) as { appSettings: { apiKey: string } };
      const client = {
        ...BROWSER,
        [HEADER.realm]: 'arena',
        [HEADER.apiKey]: realm.appSettings.apiKey,
        [HEADER.appId]: APP_ID,
        [HEADER.deviceId]: 'bench-device-0001',
      };
      // The desktop query asks the most (12 rails of 7): the target's row. A phone asks 6 of 4.
      const init = `/api/v1/init/?${query(buildInitQuery('en_US', 1280))}`;
      const phoneInit = `/api/v1/init/?${query(buildInitQuery('en_US', 390))}`;
      const section = `/api/v1/section/home?${query({ lk: 'en_US', rpp: 12, bpp: 7 })}`;
      rows.push(await compare(mode, 'init, guest (desktop query)', hello, server, init, client, seconds));
      rows.push(await compare(mode, 'init, guest (phone query)', hello, server, phoneInit, client, seconds));
      rows.push(await compare(mode, 'section home', hello, server, section, client, seconds));
      rows.push(await compare(mode, 'realm by name', hello, server, '/api/realm/arena', BROWSER, seconds));
      // A signed-in viewer's init: the token checked, their preferences read, the public part
      // from the cache. The demo viewer signs in once; its access token lasts the run.
      const signedIn = await fetch(`http://127.0.0.1:${SERVER_PORT}/api/v1/login`, {
        method: 'POST',
        headers: { ...client, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'viewer@arena.example', secret: 'demo-pass-1' }),
      });
      const tokens = (await signedIn.json()) as { authorisationToken: string; refreshToken: string };
      const viewer = { ...client, authorization: `Mixed ${tokens.authorisationToken} ${tokens.refreshToken}` };
      rows.push(await compare(mode, 'init, signed-in viewer', hello, server, init, viewer, seconds));
    } finally {
      await server.stop();
    }
  }
} finally {
  await hello.stop();
}
print(rows);
