// Starts the built product as `npm start` does, but on a free port with its own fresh database
// under .cache/, so an audit never touches the operator's .data/ or a server already running.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { ensureBuild } from '../ensure-build.ts';

const DATA_DIR = '.cache/lighthouse-data';
const READY_TIMEOUT_MS = 120_000;

export type RunningServer = { origin: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startProduct(): Promise<RunningServer> {
  await ensureBuild();
  // A fresh database each time: the same seeded catalogue makes runs comparable.
  await rm(DATA_DIR, { recursive: true, force: true });
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before answering (exit code ${child.exitCode})`);
    const ready = await fetch(`${origin}/api/realms`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the server did not answer on ${origin} within ${READY_TIMEOUT_MS / 1000} s`);
}
