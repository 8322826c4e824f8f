// Processes for the benchmarks: the real server (node src/server/main.ts) over PGlite in a
// throwaway folder under .cache/, or over a throwaway PostgreSQL database when DATABASE_URL is
// set; the hello-world baseline; and the load loop (load.ts), each in its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestDatabase } from '../api/pg-database.ts';
import type { LoadOptions, LoadResult } from './load.ts';

export type Mode = 'pglite' | 'postgres';

export type Server = {
  port: number;
  pid: number;
  /** Resident set size of the server process, bytes (Linux /proc). */
  rss(): Promise<number>;
  /** CPU time the server process has used so far, milliseconds (user + system, Linux /proc). */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
};

async function waitFor(url: string, child: ChildProcess, seconds = 180): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

// /proc/{pid}/stat counts in clock ticks, 100 per second on Linux.
const TICK_MS = 10;

async function cpuOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses: utime is 14th, stime 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function track(child: ChildProcess, port: number, cleanup: () => Promise<void>): Server {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid ?? 0;
  return {
    port,
    pid,
    rss: () => rssOf(pid),
    cpuMs: () => cpuOf(pid),
    async stop() {
      // Only the process started here, by its id.
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await cleanup();
    },
  };
}

export async function startHello(port: number): Promise<Server> {
  const child = spawn(process.execPath, ['tests/perf/hello-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return track(child, port, async () => undefined);
}

export async function startServer(mode: Mode, port: number, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const dataDir = join('.cache', `bench-${randomBytes(4).toString('hex')}`);
  const serverUrl = process.env.DATABASE_URL;
  if (mode === 'postgres' && !serverUrl) throw new Error('PostgreSQL mode needs DATABASE_URL');
  const database = mode === 'postgres' && serverUrl ? await createTestDatabase(serverUrl, 'bench') : null;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const cleanup = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/api/realm/arena`, child);
  } catch (error) {
    child.kill('SIGTERM');
    await cleanup();
    throw error;
  }
  return track(child, port, cleanup);
}

/** Runs the load loop in a process of its own and returns what it measured. */
export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tests/perf/load.ts', JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load loop exited with code ${code}`));
      else resolve(JSON.parse(out) as LoadResult);
    });
  });
}
