// Builds the app when dist/ is missing or older than its sources.
import { isBuildStale, markBuilt } from './build-state.ts';
import { run } from './run.ts';

export async function ensureBuild(): Promise<void> {
  if (!(await isBuildStale())) return;
  console.log('Building the app (sources changed since the last build)…');
  const code = await run('vite', ['build', '--logLevel', 'warn']);
  if (code !== 0) throw new Error(`vite build failed with exit code ${code}`);
  await markBuilt();
}
