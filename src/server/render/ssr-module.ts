// Loads the app's server render entry from the build (dist/server/entry-server.js), and again
// after a rebuild. Absent (an API-only run, or a build from before server rendering), pages are
// served as the plain shell and the app starts in the browser.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderModule } from '../../contracts/server-render.ts';

export function ssrModuleLoader(distDir: string | null): () => Promise<ServerRenderModule | null> {
  let cached: { mtimeMs: number; module: ServerRenderModule } | null = null;
  return async () => {
    if (!distDir) return null;
    const file = join(distDir, 'server', 'entry-server.js');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      // The query makes Node load a rebuilt file instead of its cached module.
      const module = (await import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`)) as ServerRenderModule;
      cached = { mtimeMs: info.mtimeMs, module };
    }
    return cached.module;
  };
}
