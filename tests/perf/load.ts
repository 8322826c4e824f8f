// A small HTTP/1.1 load loop on raw sockets, for the benchmarks: `connections` keep-alive
// connections each send the next request as soon as the previous answer is complete, for
// `seconds` or `maxRequests`, whichever comes first. Run as its own process so the server
// measured does not share an event loop with it:
//   node tests/perf/load.ts '{"port":8601,"path":"/","seconds":5}'   → prints a LoadResult as JSON
import { connect, type Socket } from 'node:net';

export type LoadOptions = {
  host?: string;
  port: number;
  path: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  maxRequests?: number;
};

export type LoadResult = {
  requests: number;
  /** Answers whose status was not 2xx/304. */
  failures: number;
  seconds: number;
  requestsPerSecond: number;
  /** Mean body bytes per answer, as sent (compressed when the server compressed). */
  meanBodyBytes: number;
  statuses: Record<string, number>;
  /** Latency percentiles, milliseconds. */
  p50: number;
  p99: number;
};

const HEAD_END = Buffer.from('\r\n\r\n');
const EMPTY = Buffer.alloc(0);

/** Reads answers off one connection: Content-Length or chunked bodies. */
class AnswerReader {
  private pending: Buffer = Buffer.alloc(0);
  private bodyLeft = -1;
  private chunked = false;
  private status = 0;
  private bodyBytes = 0;
  private readonly done: (status: number, bodyBytes: number) => void;

  constructor(done: (status: number, bodyBytes: number) => void) {
    this.done = done;
  }

  push(data: Buffer): void {
    // A body whose length is known is counted off as it comes, never copied: only a head split
    // across reads is joined, so the loop's own cost does not grow with the answers' size.
    let rest = data;
    for (;;) {
      if (this.bodyLeft > 0) {
        const taken = Math.min(this.bodyLeft, rest.length);
        this.bodyLeft -= taken;
        rest = rest.subarray(taken);
        if (this.bodyLeft > 0) return;
        this.bodyLeft = -1;
        this.done(this.status, this.bodyBytes);
        continue;
      }
      // From here on `rest` is read again only after it is set anew.
      if (rest.length > 0) this.pending = this.pending.length === 0 ? rest : Buffer.concat([this.pending, rest]);
      if (this.bodyLeft < 0 && !this.chunked) {
        const end = this.pending.indexOf(HEAD_END);
        if (end < 0) return;
        const head = this.pending.subarray(0, end).toString('latin1');
        rest = this.pending.subarray(end + 4);
        this.pending = EMPTY;
        this.status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        this.chunked = !length && /\r\ntransfer-encoding:\s*chunked/i.test(head);
        this.bodyLeft = length ? Number(length[1]) : this.chunked ? -1 : 0;
        this.bodyBytes = this.bodyLeft > 0 ? this.bodyLeft : 0;
        if (this.bodyLeft === 0) {
          this.bodyLeft = -1;
          this.done(this.status, 0);
        }
        continue;
      }
      if (this.chunked) {
        // Enough for a benchmark: wait for the last chunk, count what came before it.
        const last = this.pending.indexOf('0\r\n\r\n');
        if (last < 0 || (last > 0 && this.pending[last - 1] !== 0x0a)) return;
        rest = this.pending.subarray(last + 5);
        this.pending = EMPTY;
        this.chunked = false;
        this.bodyLeft = -1;
        this.done(this.status, last);
        continue;
      }
      return;
    }
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const host = options.host ?? '127.0.0.1';
  const headers = { host: `${host}:${options.port}`, ...options.headers };
  const request = Buffer.from(
    `GET ${options.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
  );
  const seconds = options.seconds ?? 10;
  const maxRequests = options.maxRequests ?? 1_000_000;
  const connections = options.connections ?? 32;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  let completed = 0;
  let failures = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const sockets: Socket[] = [];
  await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = connect({ host, port: options.port, noDelay: true });
          sockets.push(socket);
          let sentAt = 0;
          const next = () => {
            if (sent >= maxRequests || performance.now() >= deadline) {
              socket.end();
              resolve();
              return;
            }
            sent++;
            sentAt = performance.now();
            socket.write(request);
          };
          const reader = new AnswerReader((status, bytes) => {
            completed++;
            bodyBytes += bytes;
            latencies.push(performance.now() - sentAt);
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (!((status >= 200 && status < 300) || status === 304)) failures++;
            next();
          });
          socket.on('data', (data: Buffer) => reader.push(data));
          socket.on('connect', next);
          socket.on('error', reject);
        }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: completed,
    failures,
    seconds: elapsed,
    requestsPerSecond: completed / elapsed,
    meanBodyBytes: completed ? Math.round(bodyBytes / completed) : 0,
    statuses,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

if (import.meta.filename === process.argv[1]) {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  process.stdout.write(JSON.stringify(await runLoad(options)) + '\n');
}
