// `--jobs N`: Lighthouse keeps global state (performance marks, one trace at a time), so audits
// side by side need processes of their own. The parent starts N children on its server, each
// auditing every N-th target in its own Chromium and writing its rows to a file; the parent
// puts the rows back in the targets' order.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shardArgs, type Options, type Shard } from './options.ts';
import type { Target } from './plan.ts';
import type { PageResult } from './report.ts';

const shardFile = (out: string, shard: Shard) => join(out, '.shards', `${shard.index}-of-${shard.count}.json`);

export async function writeShard(out: string, shard: Shard, rows: readonly PageResult[]): Promise<void> {
  await mkdir(join(out, '.shards'), { recursive: true });
  await writeFile(shardFile(out, shard), JSON.stringify(rows));
}

function runChild(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'main.ts'), ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    // 0: audited (misses are judged by the parent); anything else: the child could not run.
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`an audit process ended with code ${String(code)}`))));
  });
}

/** The row of each target, in the targets' order, from `options.jobs` children. */
export async function auditInShards(targets: readonly Target[], options: Options, base: string): Promise<PageResult[]> {
  const shards = Array.from({ length: Math.min(options.jobs, targets.length) }, (_, index) => ({ index, count: options.jobs }));
  await rm(join(options.out, '.shards'), { recursive: true, force: true });
  await Promise.all(shards.map((shard) => runChild(shardArgs(options, base, shard))));
  const rows = (
    await Promise.all(shards.map(async (shard) => JSON.parse(await readFile(shardFile(options.out, shard), 'utf8')) as PageResult[]))
  ).flat();
  await rm(join(options.out, '.shards'), { recursive: true, force: true });
  const key = (r: Pick<Target, 'realm' | 'page' | 'form'>) => `${r.realm} ${r.page} ${r.form}`;
  const byKey = new Map(rows.map((row) => [key(row), row]));
  return targets.map((target) => {
    const row = byKey.get(key(target));
    if (!row) throw new Error(`no audit came back for ${key(target)}`);
    return row;
  });
}
