// Cold start of `npm start` after install: time from spawn until the API answers, for
// (a) nothing built and an empty database (build + migrate + seed), and (b) built and seeded.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 8299;

async function timeStart(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: npm does not pass SIGTERM on to the server, the group gets it.
    detached: true,
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (let attempt = 0; attempt < 1200; attempt++) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/realm/arena`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not answer within 120 s');
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'cold-start-'));
await rm('dist', { recursive: true, force: true });
const cold = await timeStart(dataDir);
const warm = await timeStart(dataDir);
await rm(dataDir, { recursive: true, force: true });
console.log(`npm start, nothing built, empty database: ${(cold / 1000).toFixed(2)} s`);
console.log(`npm start, built and seeded:             ${(warm / 1000).toFixed(2)} s`);
