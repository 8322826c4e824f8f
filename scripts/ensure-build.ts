// Builds the app when dist/ is missing or older than its sources.
import { isBuildStale, markBuilt } from './build-state.ts';
import { compressBuild } from './compress-build.ts';
import { run } from './run.ts';

export async function ensureBuild(): Promise<void> {
  if (!(await isBuildStale())) return;
  console.log('Building the app (sources changed since the last build)…');
  // The browser app first (it empties dist/), then the server render entry into dist/server.
  for (const args of [['build'], ['build', '--ssr', 'src/app/entry-server.tsx']]) {
    // Always a production build, whatever NODE_ENV the caller has (Vitest's 'test', a shell's
    // 'development'): Vite takes `import.meta.env.DEV` from it, and a DEV build never registers
    // its service worker.
    const code = await run('vite', [...args, '--logLevel', 'warn'], { NODE_ENV: 'production' });
    if (code !== 0) throw new Error(`vite ${args.join(' ')} failed with exit code ${code}`);
  }
  // .br and .gz beside each compressible file: the server never compresses built files itself.
  await compressBuild('dist');
  await markBuilt();
}
