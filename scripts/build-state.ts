// Decides whether dist/ is stale: a hash of every input of the front-end build, stored in
// dist/.build-hash after a build. Content hashes, not mtimes: a fresh clone has new mtimes.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'sw', 'public'];
const SKIP = [/^src\/server\//, /\.test\.tsx?$/];
const STAMP = join('dist', '.build-hash');

async function collect(path: string, out: string[]): Promise<void> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) {
    out.push(path);
    return;
  }
  for (const e of entries) await collect(join(path, e.name), out);
}

export async function inputHash(root = '.'): Promise<string> {
  const files: string[] = [];
  for (const input of INPUTS) await collect(join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const rel = file.slice(root === '.' ? 0 : root.length + 1);
    if (SKIP.some((re) => re.test(rel))) continue;
    const content = await readFile(file).catch(() => null);
    if (content) hash.update(rel).update('\0').update(content);
  }
  return hash.digest('hex');
}

export async function isBuildStale(): Promise<boolean> {
  const stamp = await readFile(STAMP, 'utf8').catch(() => '');
  return stamp.trim() !== (await inputHash());
}

export async function markBuilt(): Promise<void> {
  await writeFile(STAMP, (await inputHash()) + '\n');
}
