import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// One build serves every realm: nothing realm-specific is baked in (see ARCHITECTURE.md).
export default defineConfig({
  plugins: [
    react(),
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
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Report gzip sizes; the budget is checked by tests/perf/bundle-size.ts.
    reportCompressedSize: true,
    // The real limit is gzipped initial JS (tests/perf/bundle-size.ts); minified size is noise.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
