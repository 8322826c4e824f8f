import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { themesWithoutCssVariables } from './scripts/vite-themes-without-css-variables.ts';
import { startStages } from './scripts/vite-start-stages.ts';

// Two builds from one config: the browser app (dist/) with its service worker, and the server
// render entry (dist/server/, `vite build --ssr`), which the API server imports to render
// first visits. One build serves every realm: nothing realm-specific is baked in.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), themesWithoutCssVariables()]
    : [
        react(),
        themesWithoutCssVariables(),
        // The later start-up stages of src/app/main.tsx, in the order it imports them.
        startStages('src/app/main.tsx', ['src/app/material.ts', 'src/app/router.tsx', 'src/app/mount.tsx']),
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          // The server renders each realm's manifest; a baked one would be precached for all realms.
          manifest: false,
          injectRegister: false,
          injectManifest: {
            rollupFormat: 'iife',
            globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico}'],
            // Every chunk is precached, the player's with shaka-player (~0.8 MB) among them, so an
            // on-demand item's player page opens offline. Workbox skips files over its limit
            // silently; the limit is explicit, above the largest chunk, and
            // tests/api/player-chunk-built.test.ts checks that every chunk is in the manifest.
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
            // The server render bundle is for the server only.
            globIgnores: ['server/**'],
          },
          devOptions: { enabled: false },
        }),
      ],
  // The server render bundles its dependencies with NODE_ENV fixed to production: left to Node,
  // React and emotion load their development builds unless the server's own NODE_ENV says
  // otherwise. Development emotion labels its class names (css-1r5v5ex-MuiButtonBase-root), so
  // no server class name matched the browser's, hydration kept the server's and the browser
  // inserted every style again; development React also renders far slower.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        target: 'node24',
        outDir: 'dist/server',
        sourcemap: true,
        emptyOutDir: true,
        // public/ is the browser's; the server bundle needs none of it.
        copyPublicDir: false,
      }
    : {
        target: 'es2022',
        sourcemap: true,
        // Report gzip sizes; the budget is checked by tests/perf/bundle-size.ts.
        reportCompressedSize: true,
        // The real limit is gzipped initial JS (tests/perf/bundle-size.ts); minified size is noise.
        chunkSizeWarningLimit: 800,
        // Barrels (Material's `styles`, `utils`) are not followed into re-exports nothing uses:
        // the first page's chunks are built from the static import graph
        // (scripts/vite-preload-start-stages.ts), which would otherwise take in form inputs a
        // barrel merely re-exports.
        rolldownOptions: {
          experimental: { lazyBarrel: true },
          // emotion imports hoist-non-react-statics bare, for a withTheme the app never uses: as
          // a module with side effects it (and the react-is it reads) stayed on the first page.
          treeshake: { moduleSideEffects: (id: string) => !/\/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) },
        },
        // No preload lists for lazy chunks (decision 0032): every dynamic import carried the
        // list of files its chunk imports, and with every screen's route object in the router's
        // start-up chunk those lists were 2 KB of every first page. A lazy screen's own imports
        // now load as the browser finds them (from the worker's precache after the first visit).
        modulePreload: false,
      },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
}));
